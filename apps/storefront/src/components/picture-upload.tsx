import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { toast } from '../lib/toast.ts';
import { SafeImage } from './safe-image.tsx';
import './picture-upload.css';

/** The picture types every upload call takes; the file chooser offers only these. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** What the browser checks before anything is sent (the server checks the content again), with the messages. */
export interface PictureChecks {
  maxBytes: number;
  wrongType: string;
  tooLarge: string;
}

/** Why a chosen file is refused before sending, or undefined when it may go (no checks: the server decides). */
export function refusalOf(file: File, checks: PictureChecks | undefined): string | undefined {
  if (!checks) return undefined;
  if (!PICTURE_TYPES.includes(file.type)) return checks.wrongType;
  if (file.size > checks.maxBytes) return checks.tooLarge;
  return undefined;
}

/**
 * A hidden file input and the control that opens it (`children` gets `open`), so the visible control stays a
 * real button in the tab order. Refused files are toasted with their message; the rest go to `onPick`.
 */
export function PictureChooser(props: {
  multiple?: boolean;
  checks?: PictureChecks;
  onPick: (files: File[]) => void;
  children: (open: () => void) => ReactNode;
}) {
  const { multiple, checks, onPick, children } = props;
  // Held as state (a callback ref), not a ref object: `open` is handed out during render.
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const open = () => input?.click();
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    // Cleared so that choosing the same file again (after removing it) is a change again.
    e.target.value = '';
    const accepted = files.filter((file) => {
      const refusal = refusalOf(file, checks);
      if (refusal) toast(refusal);
      return !refusal;
    });
    if (accepted.length > 0) onPick(accepted);
  };
  return (
    <>
      <input
        ref={setInput}
        type="file"
        accept={PICTURE_TYPES.join(',')}
        multiple={multiple}
        // Inline, not the hidden attribute: antd forms style every file input display: block.
        style={{ display: 'none' }}
        tabIndex={-1}
        onChange={picked}
      />
      {children(open)}
    </>
  );
}

export interface PictureUploadProps {
  /** The uploaded pictures' paths, shown as thumbnails. */
  pictures: string[];
  max: number;
  /** Sends one file and answers its path; a refusal is the caller's to show (uploadFile toasts it). */
  upload: (file: File) => Promise<string>;
  /** Called once per finished upload, in the order they finish. */
  onUploaded: (path: string) => void;
  onRemove: (path: string) => void;
  /** The add button's text, e.g. "Pictures 2/6". */
  addLabel: string;
  removeLabel: string;
  /** Shown on the square of a picture still uploading. */
  busyLabel: string;
  /** The thumbnail's alt text by position (from 0); none makes the thumbnails decorative. */
  altOf?: (index: number) => string;
  checks?: PictureChecks;
  /** data-testid of each thumbnail. */
  testId?: string;
}

/**
 * Pictures as antd's picture card showed them: 104px thumbnails with a remove button on hover or focus, a square
 * per picture still uploading, and a dashed add button while there is room. Several chosen at once upload
 * side by side; no more are sent than there is room for.
 */
export function PictureUpload(props: PictureUploadProps) {
  const { pictures, max, upload, onUploaded, onRemove, altOf, testId } = props;
  const [busy, setBusy] = useState(0);
  const room = max - pictures.length - busy;
  const send = async (file: File) => {
    setBusy((n) => n + 1);
    try {
      onUploaded(await upload(file));
    } catch {
      // The upload call has shown the server's reason.
    } finally {
      setBusy((n) => n - 1);
    }
  };
  return (
    <ul className="picture-upload" aria-busy={busy > 0}>
      {pictures.map((path, i) => (
        <li className="picture-upload__item" key={path} data-testid={testId}>
          <SafeImage src={path} alt={altOf?.(i) ?? ''} width={104} height={104} size="small" />
          <button
            type="button"
            className="picture-upload__remove"
            aria-label={props.removeLabel}
            onClick={() => onRemove(path)}
          >
            <DeleteOutlined />
          </button>
        </li>
      ))}
      {Array.from({ length: busy }, (_, i) => (
        <li className="picture-upload__item picture-upload__item--busy" key={`busy-${i}`}>
          {/* A CSS ring: antd's LoadingOutlined is bundled with antd's base, which these pages otherwise skip. */}
          <span className="picture-upload__spinner" aria-hidden />
          <span>{props.busyLabel}</span>
        </li>
      ))}
      {room > 0 ? (
        <li>
          <PictureChooser
            multiple={room > 1}
            checks={props.checks}
            onPick={(files) => files.slice(0, room).forEach((file) => void send(file))}
          >
            {(open) => (
              <button type="button" className="picture-upload__add" onClick={open}>
                <PlusOutlined aria-hidden />
                <span>{props.addLabel}</span>
              </button>
            )}
          </PictureChooser>
        </li>
      ) : null}
    </ul>
  );
}
