import i18n from '../../app/i18n';

/** The desktop notification closes itself after this long (site-spec 9). */
export const NOTIFICATION_MS = 5000;

/** Asked on a user gesture (creating a game), so the browser lets the page ask. */
export function askNotificationPermission(): void {
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') void Notification.requestPermission().catch(() => undefined);
}

/** A short two-note chime made with Web Audio, so no sound file needs loading. */
export function playJoinSound(): void {
  try {
    const audio = new AudioContext();
    const now = audio.currentTime;
    [660, 880].forEach((frequency, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + i * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.2, now + i * 0.15 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.15 + 0.3);
      osc.connect(gain).connect(audio.destination);
      osc.start(now + i * 0.15);
      osc.stop(now + i * 0.15 + 0.32);
    });
    setTimeout(() => void audio.close(), 1000);
  } catch {
    // No audio (autoplay policy or no device): the notification still tells.
  }
}

/** '{name} has joined your game', closed after 5 s. */
export function showJoinNotification(name: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const notification = new Notification('Emberhall', { body: i18n.t('lobby:pending.joinedNotice', { name }), icon: '/favicon.svg' });
  setTimeout(() => notification.close(), NOTIFICATION_MS);
}
