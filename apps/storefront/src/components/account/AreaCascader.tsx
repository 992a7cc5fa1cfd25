import { useMemo } from 'react';
import { Cascader } from '@arco-design/web-react';
import '@arco-design/web-react/es/Cascader/style/css.js';
import type { TreeOption } from '@shop/api/endpoints/system';

interface AreaOption {
  value: string;
  label: string;
  children?: AreaOption[];
}

/** Arco's cascader speaks string values; the stored path is numeric ids. */
function areaOptions(nodes: readonly TreeOption[]): AreaOption[] {
  return nodes.map((node) => ({
    value: String(node.id),
    label: node.name,
    ...(node.children?.length ? { children: areaOptions(node.children) } : {}),
  }));
}

/**
 * Province / city / district picker over the `/load_areas` tree; the value is the id path (store application,
 * delivery addresses).
 */
export function AreaCascader({
  areas,
  value,
  onChange,
  placeholder,
  testId,
}: {
  areas: TreeOption[];
  value?: number[];
  onChange?: (path: number[]) => void;
  placeholder: string;
  testId: string;
}) {
  const options = useMemo(() => areaOptions(areas), [areas]);
  return (
    <div data-testid={testId}>
      <Cascader<AreaOption>
        options={options}
        value={(value ?? []).map(String)}
        onChange={(path) => onChange?.(path.map(Number).filter((id) => id > 0))}
        placeholder={placeholder}
        showSearch
        allowClear
        expandTrigger="hover"
      />
    </div>
  );
}
