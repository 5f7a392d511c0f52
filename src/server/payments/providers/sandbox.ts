// The built-in provider: its checkout page lives in our own web app, and its Pay and Cancel
// buttons send a webhook signed with the sandbox key through the same handler as payOS's.
import { createHmac } from 'node:crypto';
import { paths } from '../../../shared/paths';
import type { CreateLinkInput, CreatedLink, PaymentProvider } from './provider';

/** SANDBOX_CHECKSUM_KEY, or a key derived from the auth secret so every instance shares it. */
export function sandboxChecksumKey(configured: string | undefined, authSecret: string): string {
  return configured ?? createHmac('sha256', authSecret).update('payments:sandbox-checksum-key').digest('hex');
}

export function createSandboxProvider(options: { publicUrl: string; checksumKey: string }): PaymentProvider {
  return {
    name: 'sandbox',
    checksumKey: options.checksumKey,
    async createLink(input: CreateLinkInput): Promise<CreatedLink> {
      return {
        checkoutUrl: `${options.publicUrl}${paths.sandboxCheckout.build(input.orderCode)}?${new URLSearchParams({ token: input.accessToken })}`,
        paymentLinkId: `sandbox-${input.orderCode}`,
      };
    },
  };
}
