import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@shop/api/endpoints/access';
import { menuLabel } from '@shop/api/menu-tree';
import { MenuIcon } from './MenuIcon.tsx';

export interface ModuleTabsProps {
  modules: ReadonlyArray<MenuNode>;
  /** The one checked tab. */
  checked: number;
  onSelect: (index: number) => void;
}

/** The top bar's module tabs: icon and name each, exactly one checked. */
export function ModuleTabs({ modules, checked, onSelect }: ModuleTabsProps) {
  const { i18n } = useTranslation();
  return (
    <nav className="console-modules" role="tablist" aria-label="modules">
      {modules.map((module, index) => (
        <button
          type="button"
          role="tab"
          key={module.id}
          className={`console-module ${index === checked ? 'console-module--checked' : ''}`}
          aria-selected={index === checked}
          data-testid="console-module"
          onClick={() => onSelect(index)}
        >
          {module.icon && (
            <span className="console-module__icon">
              <MenuIcon icon={module.icon} />
            </span>
          )}
          <span>{menuLabel(module, i18n.language)}</span>
        </button>
      ))}
    </nav>
  );
}
