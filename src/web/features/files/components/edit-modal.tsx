// SPEC §4 Edit: description and isPublic; empty description is stored as null.
import { useState } from 'react';
import { TIMINGS } from '@shared/constants';
import type { TFile } from '@shared/files/contract';
import { Modal } from '@/components/modal';
import { useToast } from '@/components/toast';
import { useUpdateFile } from '@/features/files/api/update-file';
import styles from './file-modals.module.css';

export function EditModal({ file, open, onClose }: { file: TFile; open: boolean; onClose: () => void }) {
  const [description, setDescription] = useState(file.description ?? '');
  const [isPublic, setIsPublic] = useState(file.isPublic);
  const update = useUpdateFile();
  const toast = useToast();

  const submit = () => {
    const notice = toast.show({ message: 'Đang cập nhật...', variant: 'info', duration: 0 });
    onClose();
    // mutateAsync: the modal unmounts on close, and per-call mutate callbacks would then never run.
    void update.mutateAsync({ fileId: file.id, changes: { description: description.trim() || null, isPublic } }).then(
      () => {
        toast.dismiss(notice);
        toast.show({ message: 'Cập nhật thành công!', variant: 'success', duration: TIMINGS.updateSuccessToastMs });
      },
      () => {
        toast.dismiss(notice);
        toast.show({
          message: 'Cập nhật thất bại. Vui lòng thử lại.',
          variant: 'error',
          duration: TIMINGS.updateFailureToastMs,
        });
      },
    );
  };

  return (
    <Modal
      open={open}
      title="Chỉnh sửa file"
      onClose={onClose}
      maxWidth={520}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Hủy
          </button>
          <button type="button" className="btn btn-primary" onClick={submit} disabled={update.isPending}>
            Lưu thay đổi
          </button>
        </>
      }
    >
      <p className={styles.filename}>{file.filename}</p>
      <label className="field">
        <span>Mô tả</span>
        <textarea
          className="textarea"
          rows={4}
          maxLength={2000}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder="Mô tả ngắn về tài liệu (không bắt buộc)"
        />
      </label>
      <label className={styles.toggle}>
        <input type="checkbox" checked={isPublic} onChange={(event) => setIsPublic(event.target.checked)} />
        <span>
          <strong>{isPublic ? 'Công khai' : 'Riêng tư'}</strong>
          <small>{isPublic ? 'Mọi người có link đều xem được.' : 'Chỉ bạn xem được file này.'}</small>
        </span>
      </label>
    </Modal>
  );
}
