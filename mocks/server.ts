import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

/** The mock API for component tests (src/test/setup.ts starts it). */
export const server = setupServer(...handlers);
