import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Dialogs, drawers and toasts load their code on first use (DESIGN §6); the first such import in
// a test file is transformed on the spot, which can take most of a second on a busy machine.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => cleanup());
