import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, FileInput, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import type Konva from 'konva';
import { Image as KonvaImage, Layer, Rect, Stage, Text, Transformer } from 'react-konva';
import { images } from '../../../i18n/images.ts';
import { saveBlob } from '../../../ui/saveFile.ts';
import { showError, showSuccess } from '../../../ui/toaster.ts';
import {
  DEFAULT_TEXT,
  EXPORT_PIXEL_RATIO,
  FONT_SIZES,
  RESOLUTIONS,
  UPLOAD_MAX_BYTES,
  clampPosition,
  coverCrop,
  exportFileName,
  exportSize,
  initialOverlayBox,
  rescalePoint,
  resolutionOf,
  uploadKindOf,
  type Resolution,
} from './geometry.ts';
import './designer.css';

const t = images.designer;

type Overlay = { id: string; image: HTMLImageElement; x: number; y: number; width: number; height: number };
type TextItem = { id: string; text: string; x: number; y: number; fontSize: number; fill: string };

export type ImageDesignerProps = {
  /** The picture to design on (same-origin URL, so the canvas can be exported). */
  src: string;
  /** Saves the designed JPEG in the audience's gallery; absent: no save button. */
  onSave?: (jpeg: Blob) => Promise<boolean>;
};

function useLoadedImage(src: string): HTMLImageElement | undefined {
  const [image, setImage] = useState<HTMLImageElement>();
  useEffect(() => {
    const img = new window.Image();
    img.onload = () => setImage(img);
    img.src = src;
    return () => {
      img.onload = null;
    };
  }, [src]);
  return image;
}

let nextId = 1;
const newId = (prefix: string) => `${prefix}-${nextId++}`;

/**
 * §2.8 designer: the picture on a canvas of the chosen resolution (§9: half the ad size), an uploaded
 * overlay (png, jpeg or bmp, checked by content) that moves and resizes, texts with the §9 sizes and a
 * colour that move, and a JPEG download at twice the canvas, named with its dimensions.
 */
export function ImageDesigner({ src, onSave }: ImageDesignerProps) {
  const background = useLoadedImage(src);
  const [resolution, setResolution] = useState<Resolution>(RESOLUTIONS[0]);
  const [overlays, setOverlays] = useState<Overlay[]>([]);
  const [texts, setTexts] = useState<TextItem[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [fontSize, setFontSize] = useState<number>(DEFAULT_TEXT.fontSize);
  const [colour, setColour] = useState<string>(DEFAULT_TEXT.fill);
  const [saving, setSaving] = useState(false);
  const stage = useRef<Konva.Stage>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const canvas = { width: resolution.canvasWidth, height: resolution.canvasHeight };
  const size = exportSize(resolution);

  useEffect(() => {
    const node = selected ? stage.current?.findOne(`#${selected}`) : undefined;
    transformer.current?.nodes(node ? [node] : []);
    transformer.current?.getLayer()?.batchDraw();
  }, [selected, overlays, texts, resolution]);

  const changeResolution = (key: string) => {
    const next = resolutionOf(key);
    setOverlays((list) => list.map((o) => ({ ...o, ...rescalePoint(o, resolution, next) })));
    setTexts((list) => list.map((x) => ({ ...x, ...rescalePoint(x, resolution, next) })));
    setResolution(next);
  };

  async function addOverlay(event: FormEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) return showError(t.overlayTooLarge);
    const kind = uploadKindOf(new Uint8Array(await file.slice(0, 32).arrayBuffer()));
    if (!kind) return showError(t.overlayRefused);
    const url = URL.createObjectURL(file);
    const img = new window.Image();
    img.onload = () => {
      const box = initialOverlayBox({ width: img.naturalWidth, height: img.naturalHeight }, canvas);
      const id = newId('overlay');
      setOverlays((list) => [...list, { id, image: img, ...box }]);
      setSelected(id);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      showError(t.overlayRefused);
    };
    img.src = url;
  }

  function addText() {
    const text = draft.trim();
    if (!text) return;
    const id = newId('text');
    setTexts((list) => [...list, { id, text, x: canvas.width * 0.08, y: canvas.height * 0.8, fontSize, fill: colour }]);
    setDraft('');
    setSelected(id);
  }

  const selectedText = texts.find((x) => x.id === selected);
  const changeFontSize = (value: number) => {
    setFontSize(value);
    if (selectedText) setTexts((list) => list.map((x) => (x.id === selectedText.id ? { ...x, fontSize: value } : x)));
  };
  const changeColour = (value: string) => {
    setColour(value);
    if (selectedText) setTexts((list) => list.map((x) => (x.id === selectedText.id ? { ...x, fill: value } : x)));
  };
  const removeSelected = () => {
    setOverlays((list) => list.filter((o) => o.id !== selected));
    setTexts((list) => list.filter((x) => x.id !== selected));
    setSelected(null);
  };

  /**
   * The canvas as a JPEG at twice its size, without the selection handles. Made by the canvas itself
   * (toBlob): the Content-Security-Policy forbids fetching a data: URL, which is how it was once read.
   */
  async function exportJpeg(): Promise<Blob | undefined> {
    const node = stage.current;
    if (!node) return undefined;
    transformer.current?.nodes([]);
    try {
      return (await node.toBlob({ mimeType: 'image/jpeg', quality: 0.92, pixelRatio: EXPORT_PIXEL_RATIO })) as Blob;
    } finally {
      const current = selected ? node.findOne(`#${selected}`) : undefined;
      if (current) transformer.current?.nodes([current]);
    }
  }

  async function download() {
    const blob = await exportJpeg().catch(() => undefined);
    if (!blob) {
      showError(t.saveFailed);
      return;
    }
    saveBlob(blob, exportFileName(resolution));
  }

  async function save() {
    // A second press while saving does nothing (the button stays enabled so it keeps the focus).
    if (!onSave || saving) return;
    setSaving(true);
    try {
      const blob = await exportJpeg();
      if (blob && (await onSave(blob))) showSuccess(t.saved);
      else showError(t.saveFailed);
    } catch {
      showError(t.saveFailed);
    } finally {
      setSaving(false);
    }
  }

  const crop = background ? coverCrop({ width: background.naturalWidth, height: background.naturalHeight }, canvas) : undefined;
  const bound = (id: string, node: Konva.Node) => {
    const p = clampPosition(
      { x: node.x(), y: node.y() },
      { width: node.width() * node.scaleX(), height: node.height() * node.scaleY() },
      canvas,
    );
    return { id, ...p };
  };

  return (
    <div className="inca-designer">
      <aside className="inca-designer-tools">
        <FormGroup label={t.resolution} labelFor="designer-resolution">
          <HTMLSelect id="designer-resolution" fill value={resolution.key} onChange={(e) => changeResolution(e.currentTarget.value)}>
            {RESOLUTIONS.map((r) => (
              <option key={r.key} value={r.key}>
                {t.resolutions[r.key]}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t.overlay} labelFor="designer-overlay" helperText={t.overlayHelp}>
          <FileInput
            fill
            text={t.overlay}
            buttonText="Elegir"
            inputProps={{ id: 'designer-overlay', accept: 'image/png,image/jpeg,image/bmp', onChange: (e) => void addOverlay(e) }}
          />
        </FormGroup>
        <FormGroup label={t.text} labelFor="designer-text">
          <InputGroup
            id="designer-text"
            value={draft}
            maxLength={200}
            placeholder={t.textPlaceholder}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && addText()}
          />
        </FormGroup>
        <div className="inca-designer-row">
          <FormGroup label={t.fontSize} labelFor="designer-font-size">
            <HTMLSelect
              id="designer-font-size"
              value={String(selectedText?.fontSize ?? fontSize)}
              onChange={(e) => changeFontSize(Number(e.currentTarget.value))}
            >
              {FONT_SIZES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={t.colour} labelFor="designer-colour">
            <input
              id="designer-colour"
              className="inca-designer-colour"
              type="color"
              value={selectedText?.fill ?? colour}
              onChange={(e) => changeColour(e.currentTarget.value)}
            />
          </FormGroup>
        </div>
        <Button icon="add" text={t.addText} onClick={addText} disabled={!draft.trim()} fill />
        <Button icon="trash" text={t.removeSelected} onClick={removeSelected} disabled={!selected} fill className="inca-designer-gap" />
        <p className="bp6-text-muted inca-designer-hint">{t.hint}</p>
        <Button
          icon="download"
          intent={Intent.PRIMARY}
          text={t.download(size.width, size.height)}
          onClick={() => void download()}
          fill
          disabled={!background}
        />
        {onSave && (
          // Not `loading`: a disabled button drops the focus out of the dialog, and Escape no longer closes it.
          <Button
            icon={saving ? 'time' : 'floppy-disk'}
            text={saving ? t.saving : t.save}
            aria-busy={saving}
            onClick={() => void save()}
            fill
            disabled={!background}
            className="inca-designer-gap"
          />
        )}
      </aside>
      <div
        className="inca-designer-stage"
        style={{ width: canvas.width, height: canvas.height }}
        data-testid="designer-stage"
        data-canvas={`${canvas.width}x${canvas.height}`}
      >
        <Stage
          ref={stage}
          width={canvas.width}
          height={canvas.height}
          onMouseDown={(e) => {
            if (e.target === e.target.getStage() || e.target.name() === 'background') setSelected(null);
          }}
        >
          <Layer>
            <Rect name="background" width={canvas.width} height={canvas.height} fill="#ffffff" />
            {background && crop && (
              <KonvaImage name="background" image={background} width={canvas.width} height={canvas.height} crop={crop} />
            )}
            {overlays.map((o) => (
              <KonvaImage
                key={o.id}
                id={o.id}
                image={o.image}
                x={o.x}
                y={o.y}
                width={o.width}
                height={o.height}
                draggable
                onMouseDown={() => setSelected(o.id)}
                onTap={() => setSelected(o.id)}
                onDragEnd={(e) => {
                  const p = bound(o.id, e.target);
                  setOverlays((list) => list.map((x) => (x.id === o.id ? { ...x, x: p.x, y: p.y } : x)));
                }}
                onTransformEnd={(e) => {
                  const node = e.target;
                  const width = Math.max(8, node.width() * node.scaleX());
                  const height = Math.max(8, node.height() * node.scaleY());
                  node.scaleX(1);
                  node.scaleY(1);
                  setOverlays((list) => list.map((x) => (x.id === o.id ? { ...x, x: node.x(), y: node.y(), width, height } : x)));
                }}
              />
            ))}
            {texts.map((x) => (
              <Text
                key={x.id}
                id={x.id}
                text={x.text}
                x={x.x}
                y={x.y}
                fontFamily={DEFAULT_TEXT.fontFamily}
                fontSize={x.fontSize}
                fill={x.fill}
                draggable
                onMouseDown={() => setSelected(x.id)}
                onTap={() => setSelected(x.id)}
                onDragEnd={(e) => {
                  const p = bound(x.id, e.target);
                  setTexts((list) => list.map((item) => (item.id === x.id ? { ...item, x: p.x, y: p.y } : item)));
                }}
              />
            ))}
            <Transformer
              ref={transformer}
              rotateEnabled={false}
              keepRatio
              enabledAnchors={selectedText ? [] : ['top-left', 'top-right', 'bottom-left', 'bottom-right']}
            />
          </Layer>
        </Stage>
      </div>
    </div>
  );
}
