/**
 * Back-office resource labels: `resources.<resource>.fields.<field>` (and `resources.<resource>.*` extras such as
 * option labels). They live apart from the base locales so the storefront bundle does not carry them; the Admin
 * and Seller apps add them with `addBackOfficeResources(i18n)`.
 */
export interface ResourceLabels {
  [resource: string]: { fields: Record<string, string>; [extra: string]: Record<string, string> | string };
}

/** One group file: the same resources in both languages. */
export interface ResourceGroup {
  'zh-cn': ResourceLabels;
  en: ResourceLabels;
}
