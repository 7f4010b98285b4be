import type { Mail } from './mailer';

/** A link into the site carrying the mailed id and token, as the activation and reset pages expect. */
export function siteLink(base: string, page: 'activation' | 'reset-password', id: string, token: string): string {
  const url = new URL(`/${page}`, base);
  url.searchParams.set('id', id);
  url.searchParams.set('token', token);
  return url.toString();
}

export function activationMail(to: string, username: string, link: string): Mail {
  return {
    to,
    subject: 'Emberhall: activate your account',
    link,
    text: [
      `Hello ${username},`,
      '',
      'Someone, hopefully you, registered an account on Emberhall with this email address.',
      'To activate the account, open this link within 7 days:',
      '',
      link,
      '',
      'If it was not you, ignore this mail and the account will stay inactive.',
    ].join('\n'),
  };
}

export function resetMail(to: string, username: string, link: string): Mail {
  return {
    to,
    subject: 'Emberhall: reset your password',
    link,
    text: [
      `Hello ${username},`,
      '',
      'Someone, hopefully you, asked to reset the password of your Emberhall account.',
      'To choose a new password, open this link within an hour:',
      '',
      link,
      '',
      'If it was not you, ignore this mail; your password stays as it is.',
    ].join('\n'),
  };
}
