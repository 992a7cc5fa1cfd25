import { STORE_VERIFY, type StoreApplication } from '@shop/api/endpoints/stores';

/** The four states of a merchant application, by `store_verify`. */
export type VerifyStatus = 'draft' | 'verifying' | 'denied' | 'passed';

const BY_CODE: Record<number, VerifyStatus> = {
  [STORE_VERIFY.draft]: 'draft',
  [STORE_VERIFY.verifying]: 'verifying',
  [STORE_VERIFY.denied]: 'denied',
  [STORE_VERIFY.passed]: 'passed',
};

export function verifyStatusOf(storeVerify: number): VerifyStatus {
  return BY_CODE[storeVerify] ?? 'draft';
}

/** The step bar's position and look (steps: agreement, details, review, result) for an application. */
export function stepsOf(status: VerifyStatus): { current: number; status: 'process' | 'error' | 'finish' } {
  switch (status) {
    case 'draft':
      return { current: 2, status: 'process' };
    case 'verifying':
      return { current: 3, status: 'process' };
    case 'denied':
      return { current: 4, status: 'error' };
    case 'passed':
      return { current: 4, status: 'finish' };
  }
}

/**
 * Where the landing page's buttons lead: a submitted, refused or approved application
 * shows its status; none or a draft starts (again) at the agreement.
 */
export function landingTarget(store: StoreApplication | null | undefined): '/store/step_1' | '/store/step_3' {
  return store && store.store_verify > STORE_VERIFY.draft ? '/store/step_3' : '/store/step_1';
}

/** Step 2 edits a draft, a refused or a pending application; an approved store is edited in the Seller area. */
export function canEdit(store: StoreApplication | null | undefined): boolean {
  return !!store && store.store_verify !== STORE_VERIFY.passed;
}

/** The address of the Seller back office an approved applicant continues to (a separate app). */
export const SELLER_HOME = '/Seller/';
