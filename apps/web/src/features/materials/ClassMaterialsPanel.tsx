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
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useToast } from '../../lib/toast.ts';
import { useAddMaterial } from './api/add-material.ts';
import { useDownloadMaterial } from './api/download-material.ts';
import { useMaterials } from './api/list-materials.ts';
import { useRemoveMaterial } from './api/remove-material.ts';

const LOAD_FAILED = 'Could not load the class materials';
const DOWNLOAD_FAILED = 'Could not download the file';

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
  const materials = useMaterials(classId);
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {canManage && <AddMaterialForm classId={classId} />}
      {materials.isPending ? (
        <Box role="status" aria-label="Loading class materials">
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
              Try Again
            </Button>
          }
        >
          {errorMessage(materials.error, LOAD_FAILED)}
        </Alert>
      ) : materials.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Typography>No materials have been shared for this class yet.</Typography>
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
  const toast = useToast();
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
        <List aria-label="Class materials" disablePadding>
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
                    download.mutate(m, { onError: (e) => toast.error(e, DOWNLOAD_FAILED) })
                  }
                />
                {canManage && (
                  <Tooltip title={`Remove ${m.title}`}>
                    <IconButton
                      aria-label={`Remove ${m.title}`}
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
        title="Remove material?"
        confirmLabel="Remove"
        destructive
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        {removing &&
          `"${removing.title}" will no longer be available to the class${removing.kind === 'file' ? ', and its file will be deleted' : ''}.`}
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
  if (material.kind === 'file') {
    return (
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadOutlined />}
        onClick={onDownload}
        loading={busy}
        aria-label={`Download ${material.title}`}
      >
        Download
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
      aria-label={`Open ${material.title} (opens in a new tab)`}
      endIcon={<OpenInNew aria-hidden />}
    >
      Open
    </Button>
  );
}

function describe(m: ClassMaterial): string {
  const what =
    m.kind === 'file'
      ? `${m.file_name ?? 'File'} · ${formatSize(m.file_size ?? 0)}`
      : hostOf(m.url);
  const when = new Date(m.created_at).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return `${what} · Added ${when}${m.uploaded_by_name ? ` by ${m.uploaded_by_name}` : ''}`;
}

function hostOf(url: string | null): string {
  try {
    return url ? new URL(url).host : 'Link';
  } catch {
    return 'Link';
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
  const toast = useToast();
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
        Add material
      </Typography>
      <TextField
        label="Material title"
        required
        value={title}
        onChange={(e) => {
          setTitle(e.target.value);
          setErrors((all) => ({ ...all, title: undefined }));
        }}
        onKeyDown={onEnter}
        error={Boolean(errors.title)}
        helperText={errors.title}
        margin="none"
        slotProps={{ htmlInput: { maxLength: MATERIAL_TITLE_MAX + 50 } }}
      />
      <Box>
        <Typography id={ids.kind} variant="body2" sx={{ mb: 0.5 }}>
          Material type
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
          <FormControlLabel value="file" control={<Radio />} label="File" />
          <FormControlLabel value="link" control={<Radio />} label="Link" />
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
            File (required)
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
            {errors.file ??
              'PDF, images (JPEG, PNG, WebP), Word, Excel, PowerPoint or plain text; at most 5 MB.'}
          </FormHelperText>
        </Box>
      ) : (
        <TextField
          label="Link address"
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
          helperText={errors.url ?? 'An address starting with http:// or https://'}
          margin="none"
        />
      )}
      <Box>
        <Button variant="contained" onClick={submit} loading={add.isPending}>
          Add material
        </Button>
      </Box>
    </Paper>
  );
}
