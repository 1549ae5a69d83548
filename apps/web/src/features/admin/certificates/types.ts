/** The upload dialog's own shapes (a certificate's is the shared contract's, contracts/certificates.ts). */

/** A student to choose in the upload dialog (GET /admin/users/search). */
export interface StudentOption {
  id: number;
  name: string;
  email: string;
}
