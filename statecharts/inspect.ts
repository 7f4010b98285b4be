import type { InspectionEvent, Observer } from 'xstate';

// In development, `?inspect` in the URL connects the Stately inspector. The inspector package
// is imported lazily so it never lands in the production bundle: call this once at startup and
// pass the result as the `inspect` option of createActor / useMachine / useActorRef.

export type InspectOption = Observer<InspectionEvent> | undefined;

export interface InspectRequest {
  /** True in development builds (the client passes import.meta.env.DEV). */
  dev: boolean;
  /** The page's query string (location.search). */
  search: string;
}

/** Whether this page load asked for the inspector. */
export function wantsInspector({ dev, search }: InspectRequest): boolean {
  return dev && new URLSearchParams(search).has('inspect');
}

let pending: Promise<InspectOption> | undefined;

/** The inspect option for actors, or undefined when not asked for (the usual case). */
export function loadInspector(request: InspectRequest): Promise<InspectOption> {
  if (!wantsInspector(request)) return Promise.resolve(undefined);
  // One inspector window per page, however many actors ask.
  pending ??= import('@statelyai/inspect').then(({ createBrowserInspector }) => createBrowserInspector().inspect);
  return pending;
}
