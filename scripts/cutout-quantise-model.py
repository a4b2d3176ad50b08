"""Writes engine/cutout/models/u2netp.int8-encoder.onnx from the published u2netp.onnx
(docs/decisions/148-cutout-speed-int8-encoder.md): the six encoder stages in int8 (QDQ, per-channel
int8 weights, uint8 activations, min-max calibration on the eval photos' network inputs), the
decoder, side outputs, fusion and sigmoids in float. Run by scripts/cutout-quantise-model.ts, which
writes the calibration inputs first; needs onnxruntime 1.32.0, onnx 1.23.2, numpy and sympy from
PyPI in a virtual environment (not the app's install).

Usage: python cutout-quantise-model.py SOURCE.onnx INPUTS_DIR OUT.onnx
"""
import os
import sys
import tempfile

import numpy as np
import onnx
from onnx import version_converter
from onnxruntime.quantization import CalibrationDataReader, CalibrationMethod, QuantFormat, QuantType, quantize_static
from onnxruntime.quantization.shape_inference import quant_pre_process

# Convolutions per block in graph order (RSU7 14, RSU6 12, RSU5 10, RSU4 and RSU4F 8; one per side
# output, interleaved with the decoder as the export wrote them; the 1x1 fusion last).
BLOCKS = [('s1', 14), ('s2', 12), ('s3', 10), ('s4', 8), ('s5', 8), ('s6', 8), ('side', 1), ('d5', 8),
          ('side', 1), ('d4', 8), ('side', 1), ('d3', 10), ('side', 1), ('d2', 12), ('side', 1), ('d1', 14),
          ('side', 1), ('out', 1)]
INT8 = {'s1', 's2', 's3', 's4', 's5', 's6'}
MEAN = np.array([0.485, 0.456, 0.406])
STD = np.array([0.229, 0.224, 0.225])


def blocks(model):
    """Each node's block: a convolution's own; an upsample, concatenation or pool opening a block
    belongs to the block it feeds; anything else to the last convolution's block."""
    labels = [b for b, n in BLOCKS for _ in range(n)]
    ci = -1
    out = {}
    for node in model.graph.node:
        if node.op_type == 'Conv':
            ci += 1
        opens = ci + 1 < len(labels) and (ci < 0 or labels[ci + 1] != labels[ci])
        out[node.name] = labels[ci + 1] if node.op_type in ('Resize', 'Concat', 'MaxPool') and opens else labels[max(ci, 0)]
        if node.op_type == 'Sigmoid':
            out[node.name] = 'side'
    return out


def network_input(path):
    """The 320x320 RGB bytes as engine/cutout/model.ts normalises them."""
    u = np.fromfile(path, dtype=np.uint8).reshape(320, 320, 3).astype(np.float64)
    x = (u / (max(1, u.max()) * STD) - MEAN / STD).astype(np.float32)
    return x.transpose(2, 0, 1)[None].copy()


class Inputs(CalibrationDataReader):
    def __init__(self, folder):
        files = sorted(f for f in os.listdir(folder) if f.endswith('.u8'))
        self.it = iter([{'input.1': network_input(os.path.join(folder, f))} for f in files])

    def get_next(self):
        return next(self.it, None)


def main(source, inputs, out):
    with tempfile.TemporaryDirectory() as tmp:
        m13 = os.path.join(tmp, 'u2netp13.onnx')
        pre = os.path.join(tmp, 'pre.onnx')
        onnx.save(version_converter.convert_version(onnx.load(source), 13), m13)
        quant_pre_process(m13, pre, skip_symbolic_shape=False)
        labels = blocks(onnx.load(pre))
        assert sum(1 for n in onnx.load(pre).graph.node if n.op_type == 'Conv') == sum(n for _, n in BLOCKS)
        quantize_static(pre, out, Inputs(inputs), quant_format=QuantFormat.QDQ, per_channel=True,
                        activation_type=QuantType.QUInt8, weight_type=QuantType.QInt8,
                        nodes_to_exclude=[k for k, b in labels.items() if b not in INT8],
                        calibrate_method=CalibrationMethod.MinMax)


if __name__ == '__main__':
    main(*sys.argv[1:4])
