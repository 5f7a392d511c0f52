// What the server says about the static pages: the contact page's address while CONTACT_ADDRESS is not set.
// The pages' interface texts are web messages (src/web/i18n/messages/*/pages.ts), their prose is content
// (src/web/features/pages/content).

export const CONTACT_TEXT = {
  /** The address the contact page shows while CONTACT_ADDRESS is not set. */
  defaultAddress: 'Hà Nội, Việt Nam',
} as const;
