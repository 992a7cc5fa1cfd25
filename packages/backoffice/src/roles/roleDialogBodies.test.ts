import { describe, expect, it } from 'vitest';
import { rolePayload } from './roleDialogBodies.tsx';

describe('role payload', () => {
  it('sends name and menus, permissions only where the screen edits them', () => {
    expect(rolePayload({ name: 'Ops', menu_id: [1, 2], permission_id: [3] }, true)).toEqual({
      name: 'Ops',
      menu_id: [1, 2],
      permission_id: [3],
    });
    expect(rolePayload({ name: 'Ops', menu_id: [1, 2], permission_id: [3] }, false)).toEqual({
      name: 'Ops',
      menu_id: [1, 2],
    });
  });

  it("sends empty lists as '' so the server clears the links", () => {
    expect(rolePayload({ name: 'Ops', menu_id: [], permission_id: [] }, true)).toEqual({
      name: 'Ops',
      menu_id: '',
      permission_id: '',
    });
  });
});
