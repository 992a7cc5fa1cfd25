import { Button } from '@arco-design/web-react';
import { IconEdit, IconPlus } from '@arco-design/web-react/icon';
import { CrudTable } from '@shop/ui/crud-table';
import {
  GOODS_DICTS,
  GOODS_LIST_PARAMS,
  GOODS_SEARCH,
  GoodsEditorView,
  goodsColumns,
  useGoodsEditorRoute,
  useGoodsText,
} from '@shop/backoffice/goods/GoodsList';

const columns = goodsColumns('seller');

/**
 * Goods: the store's goods with their listing switch and review state; Add and Edit open the shared
 * four-step goods editor in place of the list (`?editor=new|<id>`), Delete also removes the SKUs.
 */
export default function SellerGoodsPage() {
  const { g } = useGoodsText();
  const editor = useGoodsEditorRoute();
  const editing = editor.target.kind !== 'list';
  return (
    <>
      {/* The store's freight templates (GET /Seller/freights) join "store default" and "free shipping". */}
      <GoodsEditorView target={editor.target} apiBase="/Seller" onClose={editor.close} freightTemplates />
      {/* Kept mounted while editing, so the save's invalidation reloads it and the page and search stay. */}
      <div hidden={editing}>
        <CrudTable
          resource="goods"
          params={GOODS_LIST_PARAMS}
          columns={columns}
          search={GOODS_SEARCH}
          dicts={GOODS_DICTS}
          buttons={{ add: false, view: false, edit: false, delete: true }}
          actionsWidth={100}
          toolbar={{
            left: (defaults) => (
              <>
                <Button type="primary" icon={<IconPlus />} data-testid="goods-add" onClick={editor.openAdd}>
                  {g('list.addGoods')}
                </Button>
                {defaults}
              </>
            ),
          }}
          rowActions={(row, defaults) => (
            <>
              <Button
                size="small"
                type="primary"
                icon={<IconEdit />}
                title={g('editor.titleEdit')}
                aria-label={g('editor.titleEdit')}
                data-testid={`goods-edit-${String(row.id)}`}
                onClick={() => editor.openEdit(row.id)}
              />
              {defaults}
            </>
          )}
        />
      </div>
    </>
  );
}
