import { gsap } from 'gsap';

/**
 * Every feedback effect that is still running (timelines on gsap, which the Pixi ticker drives).
 * The next action skips them: a new view or the player's next input finishes them at once, so
 * feedback never holds the board back.
 */
const running = new Set<gsap.core.Animation>();

/** Registers an effect until it completes (or is finished early). */
export function track<T extends gsap.core.Animation>(anim: T): T {
  running.add(anim);
  const done = anim.eventCallback('onComplete');
  anim.eventCallback('onComplete', () => {
    running.delete(anim);
    done?.();
  });
  return anim;
}

/** Jumps every running effect to its end: each one's last frame is the board at rest. */
export function finishAll(): void {
  for (const anim of [...running]) anim.progress(1);
  running.clear();
}

/** The seconds every effect keeps under (issue 15: feedback is brief and never waits on itself). */
export const EFFECT = {
  /** An attacker's move to its target; the hit lands at its end. */
  lunge: 0.12,
  /** A hit's flash and floating number, a heal's number. */
  hit: 0.26,
  /** A defeat's burst. */
  defeat: 0.26,
  /** The dice tumbling at the start of a round. */
  dice: 0.35,
  /** The "Your turn" banner, in, held and out. */
  banner: 0.38,
  /** An opponent's card from their hand to its place, turning over half way. */
  travel: 0.35,
} as const;
