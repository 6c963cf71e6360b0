import { graphQLErrorOf } from '../../../apollo/errors.ts';
import { showError, showWarning } from '../../../ui/toaster.ts';

/** Shows a refused save, preview or send: the required-fields message list, or the server's message. */
export function showRefusal(error: unknown, fallback: string): void {
  const coded = graphQLErrorOf(error);
  const messages = (coded?.details as { messages?: string[] } | undefined)?.messages;
  if (messages?.length) return showWarning(messages[0]!, messages.slice(1));
  showError(coded?.message || fallback);
}
