import { z } from 'zod';

/** One step of the trail that led to a crash: a navigation, a store change, a socket event. */
export const Breadcrumb = z.object({
  time: z.string().max(40),
  category: z.string().max(40),
  message: z.string().max(500),
});
export type Breadcrumb = z.infer<typeof Breadcrumb>;

export const MAX_BREADCRUMBS = 50;

/** POST /api/crash: a client crash (error boundary or global handler) with its breadcrumbs. */
export const CrashReport = z.object({
  message: z.string().min(1).max(2000),
  stack: z.string().max(20_000).optional(),
  componentStack: z.string().max(20_000).optional(),
  url: z.string().max(2000).optional(),
  /** 'boundary' (a page crashed), 'error' (window.onerror) or 'rejection' (unhandled promise). */
  source: z.enum(['boundary', 'error', 'rejection']),
  release: z.string().max(40).optional(),
  breadcrumbs: z.array(Breadcrumb).max(MAX_BREADCRUMBS).default([]),
});
export type CrashReport = z.infer<typeof CrashReport>;
