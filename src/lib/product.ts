/** SPEC §1: the product name shown in the sidebar header, the footer and the page title. */
export const PRODUCT_NAME = 'Zelo';

/** SPEC §1: the footer carries a copyright 2024 notice. */
export const COPYRIGHT_YEAR = 2024;
