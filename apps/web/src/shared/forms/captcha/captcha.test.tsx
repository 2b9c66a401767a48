import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDeviceId } from '../../api/device';
import { loadNamespaces } from '../../i18n/i18n';
import { fail, installApi, ok } from '../../../test/api-mock';
import { renderWithProviders, resetApp } from '../../../test/render';
import type { CaptchaValidation } from '../endpoints';
import { registerRuleMessages } from '../messages';
import { CaptchaGate, useCaptcha } from './CaptchaGate';
import { GraphicCaptcha } from './GraphicCaptcha';
import { CAPTCHA_PROVIDERS, graphicProvider, providerFor, sliderProvider } from './registry';
import { SliderCaptcha } from './SliderCaptcha';

configure({ asyncUtilTimeout: 4000 });

// jsdom has no PointerEvent: a MouseEvent with a pointer id stands in.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventStandIn extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  window.PointerEvent = PointerEventStandIn as unknown as typeof PointerEvent;
}

const picture = (uuid: string) => ok({ uuid, image: 'data:image/svg+xml;base64,PHN2Zy8+' });
const challenge = ok({ uuid: 'sl-1', image: 'data:image/svg+xml;base64,PHN2Zy8+', piece: 'data:image/svg+xml;base64,PHN2Zy8+', pieceY: 30, pieceSize: 44, width: 320, height: 160 });

beforeEach(async () => {
  await resetApp();
  registerRuleMessages();
  await loadNamespaces('forms');
});

describe('captcha providers', () => {
  it('one adapter per channel, 320 px wide; an unknown channel falls back to the graphic captcha', () => {
    expect(providerFor('graphic')).toBe(graphicProvider);
    expect(providerFor('slider')).toBe(sliderProvider);
    expect(providerFor('geetest')).toBe(graphicProvider);
    expect(providerFor(null)).toBe(graphicProvider);
    expect(Object.values(CAPTCHA_PROVIDERS).map((p) => p.width)).toEqual([320, 320]);
  });
});

describe('graphic captcha', () => {
  it('shows the picture, refreshes it and answers "<uuid>:<4 characters>" with the language', async () => {
    const user = userEvent.setup();
    let n = 0;
    const { requests } = installApi({ 'POST /api/v1/validation/imgCode': () => picture(`cap-${++n}`) });
    const onSolved = vi.fn<(r: CaptchaValidation) => void>();
    renderWithProviders(<GraphicCaptcha language="TW" onSolved={onSolved} onFailed={vi.fn()} />);
    expect(await screen.findByRole('img', { name: '圖形驗證碼' })).toBeInTheDocument();
    expect(requests[0]?.url.searchParams.get('uuid')).toBe(getDeviceId());
    const input = screen.getByRole('textbox', { name: '圖形驗證碼' });

    await user.click(screen.getByRole('button', { name: '確認' }));
    expect(input).toHaveAccessibleDescription('請輸入有效的圖形驗證碼');
    await user.type(input, 'A-b3');
    expect(input).toHaveValue('Ab3');
    await user.click(screen.getByRole('button', { name: '確認' }));
    expect(input).toHaveAccessibleDescription('請輸入正確的驗證碼');
    expect(onSolved).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: '換一張驗證碼' }));
    await waitFor(() => expect(requests.filter((r) => r.url.pathname === '/api/v1/validation/imgCode')).toHaveLength(2));
    await waitFor(() => expect(input).toHaveValue(''));
    await user.type(input, 'ab3d');
    await user.click(screen.getByRole('button', { name: '確認' }));
    expect(onSolved).toHaveBeenCalledWith({ channelName: 'graphic', imgToken: 'cap-2:ab3d', channelLanguage: 'TW' });
  });

  it('reports a picture that cannot load', async () => {
    installApi({ 'POST /api/v1/validation/imgCode': () => fail(429, '012028', 'too many') });
    const onFailed = vi.fn();
    renderWithProviders(<GraphicCaptcha language="TW" onSolved={vi.fn()} onFailed={onFailed} />);
    await waitFor(() => expect(onFailed).toHaveBeenCalled());
  });
});

describe('slider captcha', () => {
  it('moves the piece with the arrow keys (Shift for 10 px, Home, End) and answers with Enter', async () => {
    const user = userEvent.setup();
    installApi({ 'POST /api/v1/validation/slider/challenge': () => challenge });
    const onSolved = vi.fn();
    renderWithProviders(<SliderCaptcha language="TH" onSolved={onSolved} onFailed={vi.fn()} />);
    const slider = await screen.findByRole('slider', { name: '拼圖滑塊' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuemax', '276'));
    expect(screen.getByRole('button', { name: '確認' })).toBeDisabled();
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '3');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(slider).toHaveAttribute('aria-valuenow', '13');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '276');
    await user.keyboard('{Home}{PageUp}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '9');
    await user.keyboard('{Enter}');
    expect(onSolved).toHaveBeenCalledWith({ channelName: 'slider', imgToken: 'sl-1:9', channelLanguage: 'TH' });
  });

  it('drags the piece with a pointer (mouse or touch) and answers on release', async () => {
    installApi({ 'POST /api/v1/validation/slider/challenge': () => challenge });
    const onSolved = vi.fn();
    renderWithProviders(<SliderCaptcha language="TW" onSolved={onSolved} onFailed={vi.fn()} />);
    const slider = await screen.findByRole('slider', { name: '拼圖滑塊' });
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuemax', '276'));
    fireEvent.pointerDown(slider, { pointerId: 1, clientX: 20 });
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 90 });
    expect(slider).toHaveAttribute('aria-valuenow', '70');
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 1000 });
    expect(slider).toHaveAttribute('aria-valuenow', '276');
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 140 });
    expect(onSolved).toHaveBeenCalledWith({ channelName: 'slider', imgToken: 'sl-1:120', channelLanguage: 'TW' });
  });
});

function Asker() {
  const request = useCaptcha();
  const [answer, setAnswer] = useState('none');
  return (
    <button type="button" onClick={() => void request().then((r) => setAnswer(r ? r.imgToken : 'closed'))}>
      ask {answer}
    </button>
  );
}

describe('captcha gate', () => {
  it('draws the provider the captcha channel names and resolves with its answer', async () => {
    const user = userEvent.setup();
    installApi({
      'GET /api/v1/validation/captcha': () => ok({ channelName: 'slider', additionalParams: {}, language: 'TW' }),
      'POST /api/v1/validation/slider/challenge': () => challenge,
    });
    renderWithProviders(
      <CaptchaGate>
        <Asker />
      </CaptchaGate>,
    );
    await user.click(await screen.findByRole('button', { name: 'ask none' }));
    const dialog = await screen.findByRole('dialog', { name: '安全驗證' });
    expect(dialog.querySelector('[data-captcha="slider"]')).toHaveStyle({ width: '320px' });
    const slider = await screen.findByRole('slider');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuemax', '276'));
    slider.focus();
    await user.keyboard('{PageUp}{Enter}');
    expect(await screen.findByRole('button', { name: 'ask sl-1:10' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
