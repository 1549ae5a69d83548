import { useMutation } from '@tanstack/react-query';
import { LIMITS, classImageUploadedSchema } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';

/** The pictures the server takes for a class (it checks the first bytes again). */
export const CLASS_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const CLASS_IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

/** What is wrong with a chosen picture before it is sent, or null. */
/** The picture's type is refused before it is sent (the server has the same rule). */
export const INVALID_IMAGE_TYPE = 'Invalid image type. Please upload a JPEG, PNG or WebP picture.';

export function classImageProblem(file: { type: string; size: number }): string | null {
  if (!CLASS_IMAGE_TYPES.includes(file.type)) return INVALID_IMAGE_TYPE;
  if (file.size > LIMITS.uploadMaxBytes) return 'File size too large. Maximum size is 5MB';
  return null;
}

/** POST /admin/class-images (multipart: file) -> 201 {image_url}; resolves to the address. */
export async function uploadClassImage(file: File): Promise<string> {
  const form = new FormData();
  form.set('file', file, file.name);
  const body = await api.upload('/admin/class-images', form, { schema: classImageUploadedSchema });
  return body.image_url;
}

export function useUploadClassImage() {
  return useMutation({ mutationFn: uploadClassImage });
}
