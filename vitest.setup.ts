import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach } from 'vitest';

// Dialogs, drawers and toasts load their code on first use (DESIGN §6); the first such import in
// a test file is transformed on the spot, which can take most of a second on a busy machine.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => cleanup());

// Most files share their worker's document with the files before them (vitest.config.ts): each
// starts with nothing stored, no cookie and the address at the root, as a fresh page would.
localStorage.clear();
sessionStorage.clear();
for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
window.history.replaceState(null, '', '/');
