import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Each test renders into a fresh document.
afterEach(() => cleanup());

// Blueprint's overlays close through react-transition-group timers (300 ms); let the last ones fire
// while the document still exists, so none lands after the file's jsdom is torn down.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 400)));
