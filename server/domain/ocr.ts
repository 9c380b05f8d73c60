/**
 * Reading an ID card photo. The reference provider has no OCR engine, so it reads nothing and says so;
 * the user types the details, which `ocrConfirm` then checks (never a guessed value).
 */
import type { OcrCheckBody } from '../../types/api/identity'
import type { ImageInfo } from './image-info'

export interface OcrProvider {
  readIdCard(front: { path: string; info: ImageInfo }, back: { path: string; info: ImageInfo }): Promise<OcrCheckBody>
}

export const referenceOcrProvider: OcrProvider = {
  async readIdCard() {
    return {
      idNo: '',
      userName: '',
      birthday: '',
      recognized: false,
      message: '目前無法自動辨識證件內容，請手動輸入身分證資料',
    }
  },
}
