/**
 * A product's version, as the read paths check a remembered answer against it. The triggers that
 * bump it on every write to a review or a stock row are the migrations' (007, 011, 019).
 */
export const PRODUCT_VERSION_SQL = 'select version from product_version where inventory_id = ?';
export const PRODUCT_VERSION_PG_SQL = 'select version from product_version where inventory_id = $1';
