/**
 * The provider's own bank details printed on every invoice and act. They belong to whoever runs
 * the service, so they come from the environment (SELLER_NAME, SELLER_INN, SELLER_KPP, SELLER_BIC,
 * SELLER_BANK, SELLER_ACCOUNT, SELLER_CORRACC, SELLER_ADDRESS); a blank one prints as a dash.
 */
export interface Seller {
  name: string;
  inn: string;
  kpp: string;
  bic: string;
  bankName: string;
  accountingNumber: string;
  corracc: string;
  address: string;
}

export function sellerFromEnv(env: NodeJS.ProcessEnv, fallbackName: string): Seller {
  const read = (name: string) => env[name]?.trim() ?? '';
  return {
    name: read('SELLER_NAME') || fallbackName,
    inn: read('SELLER_INN'),
    kpp: read('SELLER_KPP'),
    bic: read('SELLER_BIC'),
    bankName: read('SELLER_BANK'),
    accountingNumber: read('SELLER_ACCOUNT'),
    corracc: read('SELLER_CORRACC'),
    address: read('SELLER_ADDRESS'),
  };
}
