import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { tagColor, type TagValue } from './status.ts';

export interface StatusTagProps {
  /** The text shown; its colour follows from it. Empty (null, undefined, '') renders a plain '-'. */
  value: TagValue | null | undefined;
  /**
   * Whether the fixed yes/no colours apply (1/Yes/success green, 0/No/failure red; default true). Pass false
   * to colour a value such as 1 by its hash only.
   */
  yesNo?: boolean;
  /** An explicit Arco colour wins over both rules. */
  color?: string;
  size?: 'small' | 'default' | 'medium' | 'large';
}

/**
 * A coloured tag whose colour is chosen by a hash of the value; yes/no-like values are green or red.
 *
 * @example <StatusTag value="success" /> // green
 * @example <StatusTag value={dictLabel} yesNo={column.tagType} />
 */
export function StatusTag({ value, yesNo = true, color, size = 'small' }: StatusTagProps) {
  if (value === null || value === undefined || value === '') return <span>-</span>;
  const shown = tagColor(value, yesNo);
  return (
    <Tag color={color ?? shown} size={size} data-color={color ?? shown}>
      {String(value)}
    </Tag>
  );
}
