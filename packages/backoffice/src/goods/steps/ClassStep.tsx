import { Button, Empty, Spin } from '@arco-design/web-react';
import { IconRight } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { ClassNode, FieldError } from '../goods-form.ts';
import type { ClassTreeNode } from '../goods-sources.ts';
import type { Remote } from '../useGoodsSources.ts';
import { useGoodsText } from '../useGoodsText.ts';

export interface ClassStepProps {
  classes: Remote<ClassTreeNode[]>;
  path: ClassNode[];
  onChange: (path: ClassNode[]) => void;
  error: FieldError | undefined;
}

const LEVEL_TITLES = ['editor.levelOne', 'editor.levelTwo', 'editor.levelThree'] as const;

/**
 * Step 1: the level-3 category, chosen in three side-by-side columns: a column
 * lists the children of the item chosen in the one before; choosing an item again lower down replaces
 * the rest of the path.
 */
export function ClassStep({ classes, path, onChange, error }: ClassStepProps) {
  const { g, errorText } = useGoodsText();
  if (classes.loading) return <Spin block loading className="goods-step-loading" />;
  const roots = classes.data ?? [];
  if (!roots.length) {
    return (
      <div data-testid="goods-class-empty">
        <Empty
          description={
            <span>
              {classes.error || g('editor.classEmpty')}{' '}
              {classes.error !== undefined ? (
                <Button size="mini" type="text" onClick={classes.reload}>
                  {g('editor.retry')}
                </Button>
              ) : null}
            </span>
          }
        />
      </div>
    );
  }

  // The nodes of each level along the chosen path.
  const levels: (ClassTreeNode[] | undefined)[] = [roots];
  let chosen: ClassTreeNode | undefined;
  for (let level = 0; level < 2; level++) {
    chosen = levels[level]?.find((node) => node.id === path[level]?.id);
    levels.push(chosen ? chosen.children : undefined);
  }

  const choose = (level: number, node: ClassTreeNode) => {
    onChange([...path.slice(0, level), { id: node.id, name: node.name }]);
  };

  return (
    <div className="goods-class-step">
      <p className="goods-hint">{g('editor.classHint')}</p>
      <div className="goods-class-cascader" data-testid="goods-class-cascader">
        {levels.map((nodes, level) => (
          <div
            key={level}
            className={nodes ? 'goods-class-column' : 'goods-class-column goods-class-column-idle'}
            // A column waiting for its parent holds no options: a listbox must (aria-required-children).
            role={nodes ? 'listbox' : 'group'}
            aria-label={g(LEVEL_TITLES[level] ?? 'editor.levelThree')}
            data-testid={`goods-class-level-${level + 1}`}
          >
            <div className="goods-class-column-title">{g(LEVEL_TITLES[level] ?? 'editor.levelThree')}</div>
            {nodes ? (
              nodes.map((node) => {
                const selected = path[level]?.id === node.id;
                return (
                  <button
                    type="button"
                    key={node.id}
                    role="option"
                    aria-selected={selected}
                    className={selected ? 'goods-class-option goods-class-option-selected' : 'goods-class-option'}
                    data-testid={`goods-class-option-${node.id}`}
                    onClick={() => choose(level, node)}
                  >
                    <span>{node.name}</span>
                    {level < 2 ? <IconRight /> : null}
                  </button>
                );
              })
            ) : (
              <div className="goods-class-placeholder">{g('editor.pickParent')}</div>
            )}
          </div>
        ))}
      </div>
      <div className="goods-class-chosen" data-testid="goods-class-path">
        {path.length ? g('editor.chosenClass', { path: path.map((node) => node.name).join(' / ') }) : null}
      </div>
      {error ? (
        <div className="goods-error" role="alert" data-testid="goods-error-class_id">
          {errorText(error)}
        </div>
      ) : null}
    </div>
  );
}
