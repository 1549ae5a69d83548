/** Texts of Certificate Management (specification 001, 8 "Certificates" and success messages). */
export const CERT_MSG = {
  fetchCertificates: 'Failed to fetch certificates',
  fetchStudents: 'Failed to fetch students',
  upload: 'Failed to upload certificate',
  download: 'Failed to download certificate',
  delete: 'Failed to delete certificate',
  deleteSome: 'Failed to delete some certificates',
  uploaded: 'Certificate uploaded successfully',
  deleted: 'Certificate deleted successfully',
  bulkDeleted: (n: number) => `${n} certificate(s) deleted successfully`,
  // Where the specification gives no text; the server answers with the same words.
  statusUpdated: 'Certificate status updated successfully',
  updateStatus: 'Failed to update certificate status',
  selectClass: 'Please select a class',
  fetchSessions: 'Failed to fetch completed sessions',
  // Issued by CareClass (docs/decisions/0049).
  revoke: 'Failed to revoke certificate',
  reissue: 'Failed to reissue certificate',
  // Expiring Soon (docs/decisions/0050).
  fetchExpiring: 'Failed to fetch expiring certificates',
  downloadExpiring: 'Failed to download the CSV',
} as const;
