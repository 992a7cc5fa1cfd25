import 'font-awesome/css/font-awesome.css';

/**
 * A Font Awesome 4.7 icon from a menu row's class name (`fa-desktop`). The font is bundled from npm,
 * never a CDN. `arco-icon` lets Arco's collapsed menu keep the icon and push the text out of view.
 */
export function MenuIcon({ icon, className = '' }: { icon?: string | undefined; className?: string }) {
  if (!icon) return null;
  return <i className={`fa ${icon} arco-icon console-icon ${className}`} aria-hidden="true" />;
}
