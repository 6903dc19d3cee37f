import { configure } from '@testing-library/dom';

// Elements render lazily (their code is a separate chunk, transformed on first request by
// the test server): give findBy* queries room on a busy 2-core machine.
configure({ asyncUtilTimeout: 10_000 });
