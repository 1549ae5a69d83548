/**
 * A file an e-mail carries, named by what it is rather than by its bytes: the mail sweep turns
 * each reference into the file when it delivers the message (docs/decisions/0025).
 */
export type MailAttachmentRef = { kind: 'receipt'; paymentId: number };
