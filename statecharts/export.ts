import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

// Turns a machine into (a) a createMachine()-shaped JSON config that the Stately visualizer
// can show, with actions, guards and delays by name, and (b) a Mermaid stateDiagram-v2.
// Pure and deterministic: the export test regenerates both and compares with docs/statecharts.

export interface StatechartExport {
  json: string;
  mermaid: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const AFTER_PREFIX = 'xstate.after.';

function describeGuard(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    if (inner && guard.name === 'not') return `!${describeGuard(inner[0])}`;
    if (inner && (guard.name === 'and' || guard.name === 'or')) {
      return inner.map(describeGuard).join(guard.name === 'and' ? ' && ' : ' || ');
    }
    return guard.name || 'inline guard';
  }
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

function actionName(action: unknown): string | undefined {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const type = (action as { type?: string }).type;
    // raise/cancel pairs are how `after` is implemented: the delay is shown instead.
    if (type === 'xstate.raise' || type === 'xstate.cancel') return undefined;
    return type ?? (action.name || 'inline action');
  }
  if (action && typeof action === 'object' && 'type' in action) return String((action as { type: unknown }).type);
  return undefined;
}

/** Action names; a named action with fixed params keeps them ({type, params}). */
function actionNames(actions: readonly unknown[]): Json[] {
  const out: Json[] = [];
  for (const action of actions) {
    const name = actionName(action);
    if (name === undefined) continue;
    const params = action && typeof action === 'object' ? (action as { params?: unknown }).params : undefined;
    out.push(params !== undefined && typeof params !== 'function' ? { type: name, params: params as Json } : name);
  }
  return out;
}

function transitionJson(t: AnyTransitionDefinition): Json {
  const out: { [key: string]: Json } = {};
  if (t.target?.length) {
    const targets = t.target.map((n) => `#${n.id}`);
    out.target = targets.length === 1 ? targets[0] : targets;
  }
  const guard = describeGuard(t.guard);
  if (guard) out.guard = guard;
  const actions = actionNames(t.actions);
  if (actions.length) out.actions = actions;
  if (t.reenter) out.reenter = true;
  return out;
}

function delayName(t: AnyTransitionDefinition): string {
  const delay = (t as { delay?: unknown }).delay;
  return typeof delay === 'number' || typeof delay === 'string' ? String(delay) : 'delay';
}

function stateJson(node: AnyStateNode): Json {
  const out: { [key: string]: Json } = {};
  if (node.type !== 'atomic' && node.type !== 'compound') out.type = node.type;
  if (node.type === 'compound') {
    const initial = node.initial.target[0];
    if (initial) out.initial = initial.key;
  }
  if (node.tags.length) out.tags = [...node.tags];
  if (node.meta !== undefined) out.meta = node.meta as Json;
  if (node.description) out.description = node.description;
  const entry = actionNames(node.entry);
  if (entry.length) out.entry = entry;
  const exit = actionNames(node.exit);
  if (exit.length) out.exit = exit;

  const on: { [key: string]: Json } = {};
  for (const [eventType, transitions] of node.transitions) {
    if (eventType.startsWith(AFTER_PREFIX)) continue;
    on[eventType] = transitions.map(transitionJson);
  }
  if (Object.keys(on).length) out.on = on;

  const after: { [key: string]: Json } = {};
  for (const t of node.after) {
    const key = delayName(t);
    const list = (after[key] as Json[] | undefined) ?? [];
    list.push(transitionJson(t));
    after[key] = list;
  }
  if (Object.keys(after).length) out.after = after;

  if (node.always?.length) out.always = node.always.map(transitionJson);

  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length) {
    const states: { [key: string]: Json } = {};
    for (const child of children) states[child.key] = stateJson(child);
    out.states = states;
  }
  return out;
}

/** A createMachine()-shaped config of the machine (context and implementations omitted). */
export function machineJson(machine: AnyStateMachine): Json {
  const root = stateJson(machine.root) as { [key: string]: Json };
  return { id: machine.id, ...root };
}

// ---- Mermaid ----

function mermaidId(node: AnyStateNode): string {
  return node.path.length ? node.path.join('_') : 'root';
}

function eventLabel(t: AnyTransitionDefinition): string {
  const type = t.eventType;
  let label = !type ? 'always' : type.startsWith(AFTER_PREFIX) ? `after ${delayName(t)}` : type;
  const guard = describeGuard(t.guard);
  if (guard) label += ` [${guard}]`;
  return label;
}

function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function mermaidLines(node: AnyStateNode, indent: string, lines: string[], deferred: string[]): void {
  const children = Object.values(node.states) as AnyStateNode[];
  for (const child of children) {
    const id = mermaidId(child);
    const grandChildren = Object.values(child.states);
    if (grandChildren.length) {
      lines.push(`${indent}state "${child.key}" as ${id} {`);
      mermaidLines(child, indent + '  ', lines, deferred);
      lines.push(`${indent}}`);
    } else {
      lines.push(`${indent}state "${child.key}" as ${id}`);
    }
    if (child.tags.length) lines.push(`${indent}${id} : tags ${child.tags.join(', ')}`);
  }
  const initial = node.initial?.target[0];
  if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  for (const child of children) {
    if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
  }
  // Transitions declared on this node's children; those on the root apply in any state.
  for (const child of children) {
    for (const t of ownTransitions(child)) {
      for (const target of t.target ?? []) {
        const line = `${mermaidId(child)} --> ${mermaidId(target)} : ${eventLabel(t)}`;
        // Mermaid only draws transitions inside one composite when both ends live there.
        if (target.parent === node) lines.push(indent + line);
        else deferred.push(line);
      }
    }
  }
}

export function machineMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  const deferred: string[] = [];
  mermaidLines(machine.root, '  ', lines, deferred);
  const anyState = ownTransitions(machine.root).filter((t) => t.target?.length);
  if (anyState.length) {
    lines.push('  state "(any state)" as any_state');
    for (const t of anyState) {
      for (const target of t.target ?? []) lines.push(`  any_state --> ${mermaidId(target)} : ${eventLabel(t)}`);
    }
  }
  for (const line of deferred) lines.push(`  ${line}`);
  return lines.join('\n') + '\n';
}

/** Both exports of one machine, as the files docs/statecharts/{name}.json and .md hold them. */
export function exportMachine(name: string, machine: AnyStateMachine): StatechartExport {
  const json = JSON.stringify(machineJson(machine), null, 2) + '\n';
  const mermaid = [
    `# ${name}`,
    '',
    `Generated by \`npm run statecharts\` from statecharts/${name}.ts; do not edit by hand.`,
    'Transitions that only run actions (no target) are listed in the JSON, not drawn here.',
    '',
    '```mermaid',
    machineMermaid(machine).trimEnd(),
    '```',
    '',
  ].join('\n');
  return { json, mermaid };
}

/** docs/statecharts/README.md: what the files are and how to look at them. */
export function statechartsReadme(names: string[]): string {
  return [
    '# Statecharts',
    '',
    'The client\'s flow lives in XState 5 machines under `statecharts/`, one per file. This folder is',
    'generated from them by `npm run statecharts` (scripts/export-statecharts.ts); do not edit it by',
    'hand. `tests/unit/statecharts/export.test.ts` regenerates the export and fails when these files',
    'differ from the machines, so rerun `npm run statecharts` after changing a machine.',
    '',
    '| Machine | Diagram | Visualizer config |',
    '|---|---|---|',
    ...names.map((n) => `| ${n} | [${n}.md](${n}.md) | [${n}.json](${n}.json) |`),
    '',
    '## Files',
    '',
    '- `{name}.md`: a Mermaid `stateDiagram-v2` of the machine. GitHub and most Markdown viewers draw it;',
    '  transitions that only run actions are left out of the drawing.',
    '- `{name}.json`: the machine as a `createMachine()` config, with actions, guards and delays by name',
    '  (their implementations, and the context, stay in the source).',
    '',
    '## Using a machine from the client',
    '',
    'Machines do no I/O. The client supplies the side effects with `machine.provide({ actions })`',
    '(for example `connect`, `sendPing`, `sendToLobby`, `draftChamp`, `timerExpired`, `sendButton`)',
    'and reports what happened as events (`socket.connected`, `ping.result`, `game.updated`, ...).',
    'Each machine file documents its events, context and helpers (`statusText`, `canStart`,',
    '`draftHeader`, `promptTimerText`, `lobbyLostMessage`, `showDisconnectedSplash`, `navigate`).',
    '',
    '```ts',
    'const lobby = useActorRef(lobbyConnectionMachine.provide({ actions: { connect: () => socket.connect() } }),',
    '  { input: {}, inspect });',
    'socket.on(\'connect\', () => lobby.send({ type: \'socket.connected\' }));',
    '```',
    '',
    '## Opening a machine in the Stately visualizer',
    '',
    '1. Open https://stately.ai/viz (or Stately Studio, then Import from code).',
    '2. Paste `import { createMachine } from \'xstate\'; export const machine = createMachine(<the JSON>);`',
    '   with the contents of `{name}.json` in place of `<the JSON>`, or paste the machine\'s source file',
    '   from `statecharts/` directly.',
    '3. The visualizer draws every state and transition, with guards, actions and delays by name;',
    '   click the events it lists to walk through the machine.',
    '',
    '## Watching the live machines (inspector)',
    '',
    'In development, open the app with `?inspect` in the URL (for example `/?inspect` on the dev server).',
    'The client then creates its actors with the Stately inspector (`statecharts/inspect.ts`, using',
    '`@statelyai/inspect`\'s `createBrowserInspector`), which opens a window showing each running',
    'machine, its current state, and every event it receives. Production builds never load the',
    'inspector.',
    '',
  ].join('\n');
}

/** Every file the export writes under docs/statecharts, keyed by file name. */
export function exportFiles(machines: Record<string, AnyStateMachine>): Record<string, string> {
  const files: Record<string, string> = { 'README.md': statechartsReadme(Object.keys(machines)) };
  for (const [name, machine] of Object.entries(machines)) {
    const { json, mermaid } = exportMachine(name, machine);
    files[`${name}.json`] = json;
    files[`${name}.md`] = mermaid;
  }
  return files;
}
