import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setUser } from '../../../lib/session';
import { stubApi } from '../test/project-fixture';
import { renderProjectPage } from '../test/render-project-page';
import { ProjectLayout } from './project-layout';

beforeAll(() => {
  setUser({
    id: 'u1',
    name: 'Viewer',
    email: 'v@example.com',
    avatar: null,
    phoneNumber: null,
    isCompany: false,
    permissions: [],
  } as never);
});
afterEach(() => vi.unstubAllGlobals());

const refused = (status: number, message: string) =>
  stubApi({ 'GET /api/sources/other': () => ({ status, body: { statusCode: status, message } }) }).fetchMock;

describe('project area of a project the user may not manage', () => {
  it('says there are no rights to manage the project, and what to do, on a 403', async () => {
    vi.stubGlobal('fetch', vi.fn(refused(403, 'No permission for "sources.view" project "other"!')));
    renderProjectPage(<ProjectLayout />, { path: '/project/other/settings' });
    const error = await screen.findByTestId('project-error');
    expect(error.getAttribute('data-status')).toBe('403');
    expect(error.textContent).toContain('You have no rights to manage this project');
    expect(error.textContent).toContain('Ask its owner to add you as a participant');
    expect(screen.queryByTestId('project-tabs')).toBeNull();
  });

  it('still says not found on a 404', async () => {
    vi.stubGlobal('fetch', vi.fn(refused(404, 'Project not found')));
    renderProjectPage(<ProjectLayout />, { path: '/project/other/settings' });
    expect((await screen.findByTestId('project-error')).textContent).toContain('Project not found');
  });
});
