import type { Ref } from 'react';

interface HiddenFileInputProps {
  ref: Ref<HTMLInputElement>;
  accept: readonly string[];
  onFiles: (files: File[]) => void;
  testId: string;
}

/**
 * The file input behind an "add image" button. It is emptied after each pick so that picking the same file again
 * (after removing it) still fires `change`.
 */
export function HiddenFileInput({ ref, accept, onFiles, testId }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept.join(',')}
      multiple
      hidden
      data-testid={testId}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        event.target.value = '';
        onFiles(files);
      }}
    />
  );
}
