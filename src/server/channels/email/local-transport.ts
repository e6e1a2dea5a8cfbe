import type { EmailTransport } from './email-transport';

/**
 * The local stand-in for SMTP: the message is already stored in the `emails` table, which the
 * dev mailbox page shows, so "delivering" it means marking it sent through this transport.
 */
export function createLocalTransport(): EmailTransport {
  return {
    name: 'local',
    async send(email) {
      return { messageId: `local-${email.id}` };
    },
  };
}
