// The account mails: who gets each and its one link. What they say is ACCOUNT_MAILS (shared/auth-messages.ts).
import { ACCOUNT_MAILS } from '../../shared/auth-messages';
import type { Mail } from '../mail';

export function passwordResetMail({ to, name, url }: { to: string; name: string; url: string }): Mail {
  return {
    to,
    subject: ACCOUNT_MAILS.passwordReset.subject,
    paragraphs: [ACCOUNT_MAILS.greeting(name || to), ...ACCOUNT_MAILS.passwordReset.body(to)],
    action: { label: ACCOUNT_MAILS.passwordReset.action, url },
  };
}

/** The link that confirms a new account's address (REQUIRE_EMAIL_VERIFICATION). */
export function verificationMail({ to, name, url }: { to: string; name: string; url: string }): Mail {
  return {
    to,
    subject: ACCOUNT_MAILS.verification.subject,
    paragraphs: [ACCOUNT_MAILS.greeting(name || to), ...ACCOUNT_MAILS.verification.body(to)],
    action: { label: ACCOUNT_MAILS.verification.action, url },
  };
}

/**
 * Someone signed up with an address that already has an account. The sign-up page answered as
 * for a new account (it must not tell who is registered); the owner of the address learns it here.
 */
export function existingAccountMail({
  to,
  name,
  signInUrl,
  resetUrl,
}: {
  to: string;
  name: string;
  signInUrl: string;
  resetUrl: string;
}): Mail {
  return {
    to,
    subject: ACCOUNT_MAILS.existingAccount.subject,
    paragraphs: [ACCOUNT_MAILS.greeting(name || to), ...ACCOUNT_MAILS.existingAccount.body(to, resetUrl)],
    action: { label: ACCOUNT_MAILS.existingAccount.action, url: signInUrl },
  };
}
