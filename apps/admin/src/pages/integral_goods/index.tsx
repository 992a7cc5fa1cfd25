import { integralGoods } from '@shop/contract/resources/integral';
import { points, yuan } from '@shop/backoffice/finance-cells';
import { POINTS_SHELF_TAGS } from '@shop/backoffice/finance-status';
import { CrudTable } from '@shop/ui/crud-table';
import { ruleFormBodies } from '@shop/ui/crud/RuleForm';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, FieldDef, SearchDef } from '@shop/ui/fields/types';
import { StatusMapTag, statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { IntegralGoodsForm } from './IntegralGoodsForm.tsx';
import { RECOMMEND_TAGS } from './goods-form.ts';

const dicts: DictDef[] = [
  // The points-mall categories (a short list: every one).
  { name: 'cid', url: '/Admin/integral_goods_classes?isAll=true', labelName: 'name', valueName: 'id' },
  statusDict('goods_status', POINTS_SHELF_TAGS),
  statusDict('is_recommend', RECOMMEND_TAGS),
];

// Fits a 1200 px window beside the menu: the title takes what is left; the time is in the view and the export.
const columns: ColumnDef[] = [
  { value: 'goods_master_image', type: 'image', width: 72 },
  { value: 'goods_name', ellipsis: true },
  { value: 'class_name', type: 'tag', tagType: false, width: 96 },
  { value: 'goods_price', width: 86, render: (row) => points(row.goods_price) },
  { value: 'goods_stock', width: 64 },
  { value: 'goods_sale', width: 62 },
  statusColumn('goods_status', POINTS_SHELF_TAGS, { width: 112 }),
  statusColumn('is_recommend', RECOMMEND_TAGS, { width: 94 }),
];
const exportExtra: ColumnDef[] = [{ value: 'created_at' }];

// Title, category and shelf first (the category is an exact filter, not one the descriptor lists with operators).
const search: SearchDef[] = [
  { value: 'goods_name', where: 'like' },
  { value: 'cid', type: 'select', dict: 'cid' },
  { value: 'goods_status', type: 'select', dict: 'goods_status' },
  { value: 'is_recommend', type: 'select', dict: 'is_recommend' },
  { value: 'created_at', type: 'daterange' },
];

/** The form, in the editor's order (the gallery replaces the descriptor's single image field). */
const FIELDS: FieldDef[] = [
  { value: 'goods_name', required: true, span: 24 },
  { value: 'goods_subname', span: 24, options: { maxLength: 120 } },
  { value: 'cid', type: 'select', dict: 'cid', required: true },
  { value: 'goods_stock', type: 'number', options: { min: 0, precision: 0 } },
  { value: 'goods_price', type: 'number', required: true, options: { min: 1, precision: 0 } },
  { value: 'goods_market_price', type: 'number', options: { min: 0, precision: 2 } },
  { value: 'goods_images', span: 24 },
  { value: 'goods_status', type: 'switch' },
  { value: 'is_recommend', type: 'switch' },
  { value: 'goods_content', type: 'editor', span: 24 },
];

const viewFields: ViewFieldDef[] = [
  { value: 'goods_name' },
  { value: 'cid', viewType: 'dict_tag', tagType: false },
  { value: 'goods_price', render: (record) => points(record.goods_price) },
  { value: 'goods_market_price', render: (record) => yuan(record.goods_market_price) },
  { value: 'goods_stock' },
  { value: 'goods_sale' },
  { value: 'goods_status', render: (record) => <StatusMapTag map={POINTS_SHELF_TAGS} value={record.goods_status} /> },
  { value: 'is_recommend', render: (record) => <StatusMapTag map={RECOMMEND_TAGS} value={record.is_recommend} /> },
  { value: 'goods_images', viewType: 'images', span: 24 },
  { value: 'goods_content', type: 'editor', span: 24 },
  { value: 'created_at' },
];

const bodies = ruleFormBodies(({ record, crud, submit, cancel }) => (
  <IntegralGoodsForm
    fields={FIELDS}
    record={record}
    dicts={crud.dicts}
    area={crud.area}
    onSubmit={submit}
    onCancel={cancel}
  />
));

/** Points goods: the points mall's catalogue (pictures, category, points price, stock, shelf), written by the platform. */
export default function IntegralGoodsPage() {
  return (
    <CrudTable
      descriptor={integralGoods}
      columns={columns}
      exportExtra={exportExtra}
      dicts={dicts}
      search={search}
      fields={FIELDS}
      viewFields={viewFields}
      buttons={{ delete: true }}
      actionsWidth={130}
      dialog={{ width: '70%' }}
      {...bodies}
    />
  );
}
