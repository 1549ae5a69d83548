import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { CLASS_IMAGE_SIZE, DEFAULT_CLASS_IMAGE, classImageUrl } from '../lib/image.ts';

interface ClassImageProps {
  imageUrl: string | null | undefined;
  /**
   * Above the fold (the class page, the catalogue's first card): load at once, first among the
   * page's pictures (it is the page's largest paint), instead of lazily.
   */
  eager?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * The class picture in its 500x350 rendition, with the default picture when there is none or it
 * fails to load. Decorative: the class title next to it says what it is.
 */
export function ClassImage({ imageUrl, eager = false, sx }: ClassImageProps) {
  const wanted = classImageUrl(imageUrl);
  // Remember which address failed, so a new class (new address) gets its own try.
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === wanted ? DEFAULT_CLASS_IMAGE : wanted;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={CLASS_IMAGE_SIZE.width}
      height={CLASS_IMAGE_SIZE.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => {
        if (src !== DEFAULT_CLASS_IMAGE) setFailed(wanted);
      }}
      sx={[
        {
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${CLASS_IMAGE_SIZE.width} / ${CLASS_IMAGE_SIZE.height}`,
          objectFit: 'cover',
          bgcolor: '#e6f0f8',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
