import { useId, useRef, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { UploadedImage } from "@shared/api-types";
import type { Language } from "@shared/domain";
import type { LocalizedText } from "@shared/schema";
import { useI18n } from "@/i18n";
import { useTexts } from "@/i18n/texts";
import { serverMessage } from "../../lib/admin-api";
import { uploadImage } from "../api/content-api";
import { downscaleImage } from "../lib/downscale-image";
import { texts } from "../texts";
import { BilingualField, type BilingualError } from "./bilingual-field";

const ACCEPTED = ["image/jpeg", "image/png", "image/webp"];
/** The server's limit (server/services/images/process-image.ts), checked on what is sent. */
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * A program's hero image, an article's or an event's cover: chosen, it is uploaded at once (the
 * server resizes it) and previewed; its alternative text is then asked in both languages. 'Remove
 * image' leaves the item without (a program with its pillar's illustration). The form saves the
 * image's id with the item.
 */
export function HeroImageField({
  words,
  image,
  onChange,
  alt,
  registerAlt,
  altError,
  altMaxLength,
  imageError,
}: {
  /** The kind's words: the field's name, where the image shows, what to do once it is uploaded. */
  words: { heroImage: string; heroImageHint: string; heroUploaded: string };
  image: UploadedImage | null;
  onChange: (image: UploadedImage | null) => void;
  alt: LocalizedText | undefined;
  registerAlt: Record<Language, UseFormRegisterReturn>;
  altError?: BilingualError;
  altMaxLength?: number;
  /** The form's refusal of the image itself (the server no longer has it), in words for people. */
  imageError?: string;
}) {
  const t = useTexts(texts).image;
  const { lang } = useI18n();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ kind: "idle" | "preparing" | "uploading" | "done" } | { kind: "error"; message: string }>({ kind: "idle" });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setStatus({ kind: "error", message: t.typeRefused });
    // A phone's photo is made smaller here first: less to send, and under the server's limit.
    setStatus({ kind: "preparing" });
    const prepared = await downscaleImage(file);
    if (prepared.size > MAX_BYTES) return setStatus({ kind: "error", message: t.tooLarge });
    setStatus({ kind: "uploading" });
    try {
      const { image: uploaded } = await uploadImage(prepared, lang);
      onChange(uploaded);
      setStatus({ kind: "done" });
    } catch (error) {
      setStatus({ kind: "error", message: serverMessage(error) ?? t.uploadFailed });
    }
  };

  const remove = () => {
    onChange(null);
    setStatus({ kind: "idle" });
    if (input.current) {
      input.current.value = "";
      input.current.focus();
    }
  };

  const preview = image?.variants[0];
  const errorId = `${id}-error`;
  const shownError = status.kind === "error" ? status.message : imageError;
  return (
    <div className="grid gap-4 rounded-md border border-slate-300 p-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
            {words.heroImage}
          </label>
          <input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPTED.join(",")}
            aria-describedby={`${id}-hint${shownError ? ` ${errorId}` : ""}`}
            aria-invalid={shownError ? true : undefined}
            disabled={status.kind === "preparing" || status.kind === "uploading"}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
            className="block w-full max-w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-4 file:font-semibold file:text-brand"
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
            {t.formats} {words.heroImageHint}
          </p>
          <p role="status" className="mt-1 text-sm text-slate-700">
            {status.kind === "preparing" ? t.preparing : status.kind === "uploading" ? t.uploading : status.kind === "done" ? words.heroUploaded : ""}
          </p>
          {shownError && (
            <p id={errorId} role="alert" className="mt-1 text-sm font-semibold text-red-700">
              {shownError}
            </p>
          )}
        </div>
        {image && preview && (
          <figure className="grid gap-2">
            <img
              src={preview.url}
              alt=""
              width={preview.width}
              height={Math.round((preview.width * image.height) / image.width)}
              className="aspect-video w-48 rounded-md bg-slate-100 object-cover"
            />
            <figcaption className="text-xs text-slate-600">
              {t.preview} — {image.width}×{image.height}
            </figcaption>
            <button type="button" className="btn btn-outline" onClick={remove}>
              {t.remove}
            </button>
          </figure>
        )}
      </div>
      {image && <BilingualField label={t.alt} hint={t.altHint} value={alt} register={registerAlt} error={altError} maxLength={altMaxLength} />}
    </div>
  );
}
