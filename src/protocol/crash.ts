import { z } from 'zod';
import { text } from './text';

/** One step of the trail that led to a crash: a navigation, a store change, a socket event. */
export const Breadcrumb = z.object({
  time: text({ max: 40 }),
  category: text({ max: 40 }),
  message: text({ max: 500, multiline: true }),
});
export type Breadcrumb = z.infer<typeof Breadcrumb>;

export const MAX_BREADCRUMBS = 50;

/** POST /api/crash: a client crash (error boundary or global handler) with its breadcrumbs. */
export const CrashReport = z.object({
  message: text({ max: 'prose', min: 1, multiline: true }),
  stack: text({ max: 'longText', multiline: true }).optional(),
  componentStack: text({ max: 'longText', multiline: true }).optional(),
  url: text({ max: 'url' }).optional(),
  /** 'boundary' (a page crashed), 'error' (window.onerror) or 'rejection' (unhandled promise). */
  source: z.enum(['boundary', 'error', 'rejection']),
  release: text({ max: 40 }).optional(),
  breadcrumbs: z.array(Breadcrumb).max(MAX_BREADCRUMBS).default([]),
});
export type CrashReport = z.infer<typeof CrashReport>;
