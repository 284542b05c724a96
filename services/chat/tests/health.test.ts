import { liveProbes, probe, useStarted } from '@uniform/test-kit';
import { startChat, type ChatContext } from './support/chat-context';

let chat: ChatContext;
useStarted(async () => (chat = await startChat()));

// The chat service has no dependency to wait for: no database, no Redis, and the model is optional
// (without OPENAI_API_KEY, or when it fails, the built-in engine answers). So /readyz runs no check
// and says so; a check added to its map (or to buildApp's) must be added here on purpose.
test('When the chat service starts, then it is live, and ready with no dependency checks', async () => {
  expect(await probe(chat.url)).toEqual(liveProbes('chat', {}));
});
