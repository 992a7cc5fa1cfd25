import { describe, expect, it } from 'vitest';
import { repairEditorAria } from './editor-aria.ts';

/** wangEditor's toolbar and text area as it draws them (simple mode). */
function editorDom() {
  const root = document.createElement('div');
  root.innerHTML = `
    <div class="w-e-bar">
      <div class="w-e-bar-item"><button type="button" data-tooltip="Bold\nctrl+b" data-menu-key="bold" class="disabled"><svg></svg></button></div>
      <div class="w-e-bar-item"><button type="button" data-menu-key="group-image"><svg></svg></button></div>
      <div class="w-e-bar-item"><button type="button" data-menu-key="header1">H1</button></div>
    </div>
    <div data-slate-editor="" role="textarea" contenteditable="true"></div>`;
  return root;
}

describe('repairEditorAria', () => {
  it("names icon buttons by their tooltip's first line or their group's title, and says which are disabled", () => {
    const root = editorDom();
    repairEditorAria(root, 'Content', new Map([['group-image', 'Image']]));
    const button = (key: string) => root.querySelector(`[data-menu-key="${key}"]`)!;
    expect(button('bold').getAttribute('aria-label')).toBe('Bold');
    expect(button('bold').getAttribute('aria-disabled')).toBe('true');
    expect(button('group-image').getAttribute('aria-label')).toBe('Image');
    expect(button('group-image').hasAttribute('aria-disabled')).toBe(false);
    // A button with its own text keeps it as its name.
    expect(button('header1').hasAttribute('aria-label')).toBe(false);
  });

  it('makes the editable area a named multi-line textbox', () => {
    const root = editorDom();
    repairEditorAria(root, 'Content', new Map());
    const area = root.querySelector('[data-slate-editor]')!;
    expect(area.getAttribute('role')).toBe('textbox');
    expect(area.getAttribute('aria-multiline')).toBe('true');
    expect(area.getAttribute('aria-label')).toBe('Content');
  });

  it('drops aria-disabled once a button is enabled again', () => {
    const root = editorDom();
    repairEditorAria(root, '', new Map());
    root.querySelector('[data-menu-key="bold"]')!.classList.remove('disabled');
    repairEditorAria(root, '', new Map());
    expect(root.querySelector('[data-menu-key="bold"]')!.hasAttribute('aria-disabled')).toBe(false);
  });
});
