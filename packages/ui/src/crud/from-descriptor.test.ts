import { describe, expect, it } from 'vitest';
import { defineDescriptor } from '@shop/contract/resource';
import { notices } from '@shop/contract/resources/content';
import { columnsOf, fieldsOf, searchOf } from './from-descriptor.ts';

const sample = defineDescriptor({
  area: 'seller',
  path: 'samples',
  owner: { by: 'store' },
  fields: {
    id: { kind: 'int', readOnly: true, search: true },
    name: { required: true, max: 30, search: ['like'], column: true },
    logo: { kind: 'image', column: true },
    intro: { kind: 'text', max: 200 },
    status: { kind: 'int', dict: 'status', search: ['in'], column: true },
    is_open: { kind: 'flag', column: true },
    body: { kind: 'richText' },
    secret: { kind: 'password', hidden: true },
    total: { kind: 'decimal', readOnly: true, column: true, sortable: true },
    raw: { kind: 'json', form: true },
    created_at: { kind: 'datetime', readOnly: true, column: true, search: ['between'] },
    paid_at: { kind: 'datetime', readOnly: true, search: ['nlt'] },
  },
});

describe('a CRUD screen derived from its descriptor', () => {
  it('lists the fields marked as columns, in declaration order, with the cell each kind needs', () => {
    expect(columnsOf(sample)).toEqual([
      { value: 'name' },
      { value: 'logo', type: 'image' },
      { value: 'status', type: 'dict', dict: 'status' },
      { value: 'is_open', type: 'tag' },
      { value: 'total' },
      { value: 'created_at' },
    ]);
  });

  it('edits every writable, visible field with the widget of its kind, its required mark and its limit', () => {
    expect(fieldsOf(sample)).toEqual([
      { value: 'name', required: true, options: { maxLength: 30 } },
      { value: 'logo', type: 'image' },
      { value: 'intro', type: 'textarea', options: { maxLength: 200 } },
      { value: 'status', type: 'select', dict: 'status' },
      { value: 'is_open', type: 'switch' },
      { value: 'body', type: 'editor', span: 24 },
    ]);
  });

  it('searches the fields that name operators, with the first one, and not the API-only filters', () => {
    expect(searchOf(sample)).toEqual([
      { value: 'name', where: 'like' },
      { value: 'status', where: 'in', type: 'select', dict: 'status' },
      { value: 'created_at', where: 'between', type: 'daterange' },
      { value: 'paid_at', where: 'nlt', type: 'datetime' },
    ]);
  });

  it('lets a page patch single entries without restating the rest', () => {
    expect(columnsOf(sample, { logo: { preview: false } })[1]).toEqual({
      value: 'logo',
      type: 'image',
      preview: false,
    });
    expect(fieldsOf(sample, { name: { span: 24 } })[0]).toEqual({
      value: 'name',
      required: true,
      options: { maxLength: 30 },
      span: 24,
    });
  });

  it('gives the notices page what it declared by hand before', () => {
    expect(columnsOf(notices, { tag: { type: 'tag', tagType: false } })).toEqual([
      { value: 'name' },
      { value: 'tag', type: 'tag', tagType: false },
      { value: 'created_at' },
    ]);
    expect(searchOf(notices)).toEqual([
      { value: 'name', where: 'likeRight' },
      { value: 'tag', where: 'likeRight' },
      { value: 'content', where: 'like' },
    ]);
    expect(fieldsOf(notices)).toEqual([
      { value: 'name', required: true },
      { value: 'tag' },
      { value: 'content', type: 'editor', span: 24 },
    ]);
  });
});
