import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import LinkIcon from '@mui/icons-material/Link';
import OpenInNew from '@mui/icons-material/OpenInNew';
import {
  LIMITS,
  MATERIAL_ACCEPT,
  MATERIAL_MSG,
  MATERIAL_TITLE_MAX,
  FILE_MSG,
  safeLink,
  type ClassMaterial,
} from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useFormat } from '../../i18n/format.ts';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useAddMaterial } from './api/add-material.ts';
import { useDownloadMaterial } from './api/download-material.ts';
import { useMaterials } from './api/list-materials.ts';
import { useRemoveMaterial } from './api/remove-material.ts';
import { useMaterialText } from './use-material-text.ts';

/** Toasts in the page's language: the materials' texts and the API's. */
function useMaterialToast() {
  const text = useMaterialText();
  return {
    success: (message: string) => toast.success(text(message)),
    error: (error: unknown, fallback?: string) => {
      if (isApiError(error) && error.silent) return;
      toast.error(text(errorMessage(error, fallback)));
    },
  };
}

/**
 * The materials of one class: a list to read and download and, for the class's staff
 * (canManage), a form to add a file or a link and a remove button per material. Self-contained:
 * its own queries and calls (features/materials/api), so any screen can mount it.
 */
export function ClassMaterialsPanel({
  classId,
  canManage,
}: {
  classId: number;
  canManage: boolean;
}) {
  const { t } = useTranslation('materials');
  const text = useMaterialText();
  const materials = useMaterials(classId);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {canManage && <AddMaterialForm classId={classId} />}
      {materials.isPending ? (
        <Box role="status" aria-label={t('loading')}>
          <Skeleton variant="rounded" height={56} sx={{ mb: 1 }} />
          <Skeleton variant="rounded" height={56} />
        </Box>
      ) : materials.isError ? (
        <Alert
          severity="error"
          sx={{ alignItems: 'center' }}
          action={
            <Button
              color="inherit"
              onClick={() => void materials.refetch()}
              loading={materials.isFetching}
            >
              {t('tryAgain')}
            </Button>
          }
        >
          {text(errorMessage(materials.error, t('loadFailed')))}
        </Alert>
      ) : materials.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Typography>{t('empty')}</Typography>
        </Paper>
      ) : (
        <MaterialList classId={classId} items={materials.data} canManage={canManage} />
      )}
    </Box>
  );
}

function MaterialList({
  classId,
  items,
  canManage,
}: {
  classId: number;
  items: ClassMaterial[];
  canManage: boolean;
}) {
  const { t } = useTranslation('materials');
  const toast = useMaterialToast();
  const describe = useDescribe();
  const download = useDownloadMaterial();
  const remove = useRemoveMaterial(classId);
  const [removing, setRemoving] = useState<ClassMaterial | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (answer) => toast.success(answer?.message ?? MATERIAL_MSG.removed),
      onError: (error) => toast.error(error),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <>
      <Paper variant="outlined">
        <List aria-label={t('list')} disablePadding>
          {items.map((m, index) => (
            <ListItem
              key={m.id}
              divider={index < items.length - 1}
              sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center', py: 1.5 }}
            >
              {m.kind === 'file' ? (
                <DescriptionOutlined aria-hidden color="action" />
              ) : (
                <LinkIcon aria-hidden color="action" />
              )}
              <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {m.title}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
                >
                  {describe(m)}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexShrink: 0 }}>
                <MaterialAction
                  material={m}
                  busy={download.isPending && download.variables?.id === m.id}
                  onDownload={() =>
                    download.mutate(m, { onError: (e) => toast.error(e, t('downloadFailed')) })
                  }
                />
                {canManage && (
                  <Tooltip title={t('removeLabel', { title: m.title })}>
                    <IconButton
                      aria-label={t('removeLabel', { title: m.title })}
                      color="error"
                      onClick={() => setRemoving(m)}
                    >
                      <DeleteOutlined />
                    </IconButton>
                  </Tooltip>
                )}
              </Box>
            </ListItem>
          ))}
        </List>
      </Paper>
      <ConfirmDialog
        open={removing !== null}
        title={t('removeTitle')}
        confirmLabel={t('remove')}
        cancelLabel={t('cancel')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {removing &&
          t(removing.kind === 'file' ? 'removeFileBody' : 'removeBody', { title: removing.title })}
      </ConfirmDialog>
    </>
  );
}

function MaterialAction({
  material,
  busy,
  onDownload,
}: {
  material: ClassMaterial;
  busy: boolean;
  onDownload: () => void;
}) {
  const { t } = useTranslation('materials');
  if (material.kind === 'file') {
    return (
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadOutlined />}
        onClick={onDownload}
        loading={busy}
        aria-label={t('downloadLabel', { title: material.title })}
      >
        {t('download')}
      </Button>
    );
  }
  // The server stores http(s) links only; the check again here keeps a bad row from becoming a link.
  const href = material.url ? safeLink(material.url) : null;
  if (!href || href.startsWith('/')) return null;
  return (
    <Button
      component={Link}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      size="small"
      aria-label={t('openLabel', { title: material.title })}
      endIcon={<OpenInNew aria-hidden />}
    >
      {t('open')}
    </Button>
  );
}

/** "notes.pdf · 12 KB · Added Mar 3, 2026 by Ana Ruiz", in the page's language. */
function useDescribe() {
  const { t } = useTranslation('materials');
  const { locale } = useFormat();
  return (m: ClassMaterial): string => {
    const what =
      m.kind === 'file'
        ? `${m.file_name ?? t('file')} · ${formatSize(m.file_size ?? 0)}`
        : (hostOf(m.url) ?? t('link'));
    const date = new Date(m.created_at).toLocaleDateString(locale, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    const added = m.uploaded_by_name
      ? t('addedBy', { date, name: m.uploaded_by_name })
      : t('added', { date });
    return `${what} · ${added}`;
  };
}

function hostOf(url: string | null): string | null {
  try {
    return url ? new URL(url).host : null;
  } catch {
    return null;
  }
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

interface FormErrors {
  title?: string;
  file?: string;
  url?: string;
}

/**
 * Add a file or a link. Not a <form>: the panel may sit inside another form (the back-office
 * class dialog), so Enter in a field adds the material here instead of submitting that form.
 */
function AddMaterialForm({ classId }: { classId: number }) {
  const { t } = useTranslation('materials');
  const text = useMaterialText();
  const toast = useMaterialToast();
  const add = useAddMaterial(classId);
  const ids = { kind: useId(), file: useId(), fileHelp: useId(), heading: useId() };
  const fileInput = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<'file' | 'link'>('file');
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});

  const check = (): FormErrors => {
    const found: FormErrors = {};
    const cleanTitle = title.trim();
    if (!cleanTitle) found.title = MATERIAL_MSG.titleRequired;
    else if (cleanTitle.length > MATERIAL_TITLE_MAX) found.title = MATERIAL_MSG.titleTooLong;
    if (kind === 'file') {
      if (!file) found.file = FILE_MSG.noFile;
      else if (file.size === 0) found.file = MATERIAL_MSG.emptyFile;
      else if (file.size > LIMITS.uploadMaxBytes) found.file = FILE_MSG.tooLarge;
    } else {
      const link = url.trim() ? safeLink(url.trim()) : null;
      if (!url.trim()) found.url = MATERIAL_MSG.urlRequired;
      else if (!link || link.startsWith('/')) found.url = MATERIAL_MSG.badUrl;
    }
    return found;
  };

  const reset = () => {
    setTitle('');
    setUrl('');
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = () => {
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input =
      kind === 'file'
        ? { kind, title: title.trim(), file: file! }
        : { kind, title: title.trim(), url: url.trim() };
    add.mutate(input, {
      onSuccess: (answer) => {
        toast.success(answer?.message ?? MATERIAL_MSG.added);
        reset();
      },
      onError: (error) => {
        const fields = (error as { fields?: Record<string, string> }).fields;
        if (fields && Object.keys(fields).length > 0) setErrors(fields);
        else if (kind === 'file') setErrors({ file: errorMessage(error) });
        else toast.error(error);
      },
    });
  };

  const onEnter = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      submit();
    }
  };

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={ids.heading}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 2 }}
    >
      <Typography id={ids.heading} component="h4" sx={{ fontWeight: 600 }}>
        {t('add')}
      </Typography>
      <TextField
        label={t('title')}
        required
        value={title}
        onChange={(e) => {
          setTitle(e.target.value);
          setErrors((all) => ({ ...all, title: undefined }));
        }}
        onKeyDown={onEnter}
        error={Boolean(errors.title)}
        helperText={errors.title && text(errors.title)}
        margin="none"
        slotProps={{ htmlInput: { maxLength: MATERIAL_TITLE_MAX + 50 } }}
      />
      <Box>
        <Typography id={ids.kind} variant="body2" sx={{ mb: 0.5 }}>
          {t('type')}
        </Typography>
        <RadioGroup
          row
          aria-labelledby={ids.kind}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as 'file' | 'link');
            setErrors({});
          }}
        >
          <FormControlLabel value="file" control={<Radio />} label={t('file')} />
          <FormControlLabel value="link" control={<Radio />} label={t('link')} />
        </RadioGroup>
      </Box>
      {kind === 'file' ? (
        <Box>
          <Typography
            component="label"
            htmlFor={ids.file}
            variant="body2"
            sx={{ display: 'block', mb: 0.5 }}
          >
            {t('fileRequired')}
          </Typography>
          <Box
            component="input"
            ref={fileInput}
            id={ids.file}
            type="file"
            accept={MATERIAL_ACCEPT}
            aria-describedby={ids.fileHelp}
            aria-invalid={Boolean(errors.file)}
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setErrors((all) => ({ ...all, file: undefined }));
            }}
            sx={{ maxWidth: '100%', font: 'inherit' }}
          />
          <FormHelperText id={ids.fileHelp} error={Boolean(errors.file)}>
            {errors.file ? text(errors.file) : t('fileHelp')}
          </FormHelperText>
        </Box>
      ) : (
        <TextField
          label={t('address')}
          required
          type="url"
          value={url}
          placeholder="https://"
          onChange={(e) => {
            setUrl(e.target.value);
            setErrors((all) => ({ ...all, url: undefined }));
          }}
          onKeyDown={onEnter}
          error={Boolean(errors.url)}
          helperText={errors.url ? text(errors.url) : t('addressHelp')}
          margin="none"
        />
      )}
      <Box>
        <Button variant="contained" onClick={submit} loading={add.isPending}>
          {t('add')}
        </Button>
      </Box>
    </Paper>
  );
}
