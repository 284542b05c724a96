import { configure } from '@testing-library/react';

/**
 * How long every frontend test's `findBy*` and `waitFor` wait. Rendering a whole page (the dashboard,
 * the chat, the manifesto wizard) in jsdom takes well over testing-library's default 1 s on a loaded
 * two-core machine; a long wait costs nothing when the element is there, and a missing element still
 * fails the test.
 */
export const ASYNC_UTIL_TIMEOUT_MS = 15_000;
configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
