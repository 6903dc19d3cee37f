import { afterEach, describe, expect, it } from 'vitest';
import { configure } from '../../stores/config.ts';
import { needsFileAccess } from './file-access.ts';

const PAGE = 'https://school.example/maths';
const API = 'https://portal.example';

describe('needsFileAccess', () => {
  afterEach(() => configure({ token: undefined, getToken: undefined }));

  it('asks a signed link for a file of the API server on a token page only', () => {
    expect(needsFileAccess(`${API}/api/files/12`, API, PAGE)).toBe(false);
    configure({ token: 'header.payload.signature' });
    expect(needsFileAccess(`${API}/api/files/12`, API, PAGE)).toBe(true);
    expect(needsFileAccess(`${API}/api/files/12/preview`, `${API}/`, PAGE)).toBe(true);
    configure({ token: undefined, getToken: async () => 'fresh' });
    expect(needsFileAccess(`${API}/api/files/12`, API, PAGE)).toBe(true);
  });

  it('leaves links that already carry one, other paths, and every other origin alone', () => {
    configure({ token: 'header.payload.signature' });
    expect(needsFileAccess(`${API}/api/files/12?access=1.2.sig`, API, PAGE)).toBe(false);
    expect(needsFileAccess(`${API}/uploads/notes.pdf`, API, PAGE)).toBe(false);
    expect(needsFileAccess('https://portal.example.evil/api/files/12', API, PAGE)).toBe(false);
    expect(needsFileAccess('http://portal.example/api/files/12', API, PAGE)).toBe(false);
    // Relative to the page: the school's own origin, not the API server.
    expect(needsFileAccess('/api/files/12', API, PAGE)).toBe(false);
    expect(needsFileAccess('/api/files/12', '', 'https://portal.example/learners')).toBe(true);
    expect(needsFileAccess('blob:https://school.example/0b0c', API, PAGE)).toBe(false);
    expect(needsFileAccess(undefined, API, PAGE)).toBe(false);
  });

  it('takes a server under a path: its files are under that path', () => {
    configure({ token: 'header.payload.signature' });
    expect(needsFileAccess(`${API}/portal/api/files/12`, `${API}/portal`, PAGE)).toBe(true);
    expect(needsFileAccess(`${API}/api/files/12`, `${API}/portal`, PAGE)).toBe(false);
  });
});
