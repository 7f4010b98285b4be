import type { BoardEvent } from './scene/effects/deriveEvents';

let ctx: AudioContext | null = null;

/** A short two-note chime when the turn passes to you (Web Audio, no file to load). */
export function playTurnChime(): void {
  try {
    ctx ??= new AudioContext();
    const now = ctx.currentTime;
    [660, 880].forEach((freq, i) => {
      const osc = ctx!.createOscillator();
      const gain = ctx!.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + i * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.15, now + i * 0.12 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.12 + 0.2);
      osc.connect(gain).connect(ctx!.destination);
      osc.start(now + i * 0.12);
      osc.stop(now + i * 0.12 + 0.22);
    });
  } catch {
    // No audio (autoplay policy, headless): the turn still passes.
  }
}

/** The chime, when the turn sound setting is on and the view just arrived starts the viewer's turn. */
export function chimeOnTurn(events: readonly BoardEvent[], on: boolean): void {
  if (on && events.some((e) => e.kind === 'turnStart' && e.mine)) playTurnChime();
}
